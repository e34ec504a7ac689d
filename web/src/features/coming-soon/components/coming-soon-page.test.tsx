import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '@/testing/test-utils';
import { ComingSoonPage } from './coming-soon-page';

describe('ComingSoonPage', () => {
  it("shows 'Coming Soon' with a 'Join the Waitlist' link to /login", () => {
    renderApp(<ComingSoonPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the Waitlist' })).toHaveAttribute('href', '/login');
  });
});
