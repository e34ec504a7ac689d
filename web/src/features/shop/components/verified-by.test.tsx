import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '@/testing/test-utils';
import { aList } from '../testing/fixtures';
import { VerifiedBy } from './verified-by';

describe('VerifiedBy', () => {
  it('says which school verified an approved list, and when', () => {
    renderApp(<VerifiedBy list={aList({ approval: { at: '2026-08-03T15:00:00.000Z' } })} />);
    expect(screen.getByText('Verified by Lincoln Elementary School')).toBeInTheDocument();
    expect(screen.getByText('Approved on August 3, 2026')).toBeInTheDocument();
  });

  it('shows nothing for a list its school has not approved', () => {
    renderApp(<VerifiedBy list={aList({ approval: null })} />);
    expect(screen.queryByTestId('verified-by')).toBeNull();
  });
});
