import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { API_TEST_TEXTS } from '../texts';
import { ApiTestPage } from './api-test-page';

const user = { uid: 'admin-uid-123', email: 'admin@example.com', emailVerified: true };

function renderPage({ token = 'id-token' as string | null, onSignOut = vi.fn() } = {}) {
  const fetch = vi.fn(async (url: string) => {
    if (url === '/api/orders') return new Response(JSON.stringify({ error: 'Forbidden' }), { status: 403 });
    return new Response(JSON.stringify({ path: url }), { status: 200 });
  });
  let tick = 0;
  const deps = {
    getToken: async () => token,
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => (tick += 15),
    clock: () => new Date('2025-08-01T14:05:09.000Z'),
  };
  renderApp(<ApiTestPage user={user} dashboardHref="/admin" onSignOut={onSignOut} deps={deps} />, { session: sessions.admin() });
  return { fetch, onSignOut };
}

const results = () => screen.queryAllByTestId('api-test-result');

describe('ApiTestPage (docs/product.md §2 API test page)', () => {
  it("shows the user's e-mail, UID and e-mail-verified flag", () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'API Test' })).toBeInTheDocument();
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();
    expect(screen.getByText('admin-uid-123')).toBeInTheDocument();
    expect(screen.getByText(API_TEST_TEXTS.user.emailVerified).nextElementSibling).toHaveTextContent('Yes');
    expect(screen.getByText(API_TEST_TEXTS.results.empty)).toBeInTheDocument();
  });

  it('tests one endpoint and renders the result: success flag, time, duration and response body', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Test Get Schools' }));

    const [card] = results();
    expect(card).toBeDefined();
    const result = within(card!);
    expect(result.getByText('Get Schools - Success')).toBeInTheDocument();
    expect(result.getByText('Success')).toBeInTheDocument();
    expect(result.getByText('HTTP 200')).toBeInTheDocument();
    expect(result.getByText('15 ms')).toBeInTheDocument();
    expect(card!.querySelector('time')).toHaveAttribute('dateTime', '2025-08-01T14:05:09.000Z');
    expect(card).toHaveTextContent('"path": "/api/schools"');
  });

  it('tests all five endpoints, newest result first, and marks the failures', async () => {
    const { fetch } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Test All Endpoints' }));

    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/health', '/api/schools', '/api/supplies', '/api/orders', '/api/users/profile']);
    expect(results().map((card) => card.getAttribute('aria-label'))).toEqual([
      'Get User Profile - Success',
      'Get Orders - Failed',
      'Get Supply Lists - Success',
      'Get Schools - Success',
      'Health Check - Success',
    ]);
    const failed = results()[1]!;
    expect(failed).toHaveAttribute('data-success', 'false');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('HTTP 403')).toBeInTheDocument();
  });

  it('says so when there is no token', async () => {
    renderPage({ token: null });
    await userEvent.click(screen.getByRole('button', { name: 'Test Get Orders' }));
    expect(screen.getByText('Get Orders - Error: No authentication token available')).toBeInTheDocument();
  });

  it('clears the results', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Test Health Check' }));
    expect(results()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Results' }));
    expect(results()).toHaveLength(0);
    expect(screen.getByText(API_TEST_TEXTS.results.empty)).toBeInTheDocument();
  });

  it('links back to the dashboard and signs out', async () => {
    const { onSignOut } = renderPage();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
