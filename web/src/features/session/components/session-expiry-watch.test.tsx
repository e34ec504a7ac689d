import userEvent from '@testing-library/user-event';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionStart, readSessionStart, saveSessionStart } from '@/lib/session/session-start';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { refreshIdToken } from '../api/refresh-id-token';
import { SESSION_TEXTS } from '../texts';
import { SessionExpiryWatch } from './session-expiry-watch';

vi.mock('../api/refresh-id-token', () => ({ refreshIdToken: vi.fn(async () => {}) }));

const minutesAgo = (n: number) => Date.now() - n * 60_000;

function renderWatch(signOut = vi.fn(async () => {})) {
  const rendered = renderApp(<SessionExpiryWatch />, { path: '/dashboard', session: { ...sessions.parent(), signOut } });
  return { ...rendered, signOut };
}

beforeEach(() => {
  clearSessionStart();
  vi.mocked(refreshIdToken).mockReset().mockResolvedValue();
});

afterEach(() => {
  clearSessionStart();
});

describe('SessionExpiryWatch (docs/product.md §2 Session warning popup)', () => {
  it('shows nothing while the session has more than 10 minutes left', () => {
    saveSessionStart(minutesAgo(20));
    renderWatch();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns with the minutes left, rounded down, and offers Extend Session and Logout Now', async () => {
    saveSessionStart(minutesAgo(52.5));
    renderWatch();

    const dialog = await screen.findByRole('dialog', { name: SESSION_TEXTS.title });
    expect(dialog).toHaveTextContent('Your session will expire in 7 minute(s)');
    expect(screen.getByRole('button', { name: 'Extend Session' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout Now' })).toBeInTheDocument();
  });

  it.each([
    [52.5, 'Su sesión vencerá en 7 minutos'],
    [58.5, 'Su sesión vencerá en 1 minuto'],
  ])('warns in Spanish, the minutes as a plural (%s minutes in)', async (minutesIn, text) => {
    await speak('es');
    saveSessionStart(minutesAgo(minutesIn));
    renderWatch();

    const dialog = await screen.findByRole('dialog', { name: 'Su sesión está por vencer' });
    expect(dialog).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Extender la sesión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión ahora' })).toBeInTheDocument();
  });

  it('Extend Session refreshes the token and starts a new hour', async () => {
    saveSessionStart(minutesAgo(55));
    const { signOut } = renderWatch();

    await userEvent.click(await screen.findByRole('button', { name: 'Extend Session' }));

    expect(refreshIdToken).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Date.now() - (readSessionStart() ?? 0)).toBeLessThan(5_000);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('signs out when the session cannot be extended', async () => {
    saveSessionStart(minutesAgo(55));
    vi.mocked(refreshIdToken).mockRejectedValue(new Error('auth/network-request-failed'));
    const { signOut } = renderWatch();

    await userEvent.click(await screen.findByRole('button', { name: 'Extend Session' }));

    await waitFor(() => expect(signOut).toHaveBeenCalledWith('expired'));
  });

  it('Logout Now signs out and returns to /', async () => {
    saveSessionStart(minutesAgo(55));
    const { signOut, location } = renderWatch();

    await userEvent.click(await screen.findByRole('button', { name: 'Logout Now' }));

    expect(signOut).toHaveBeenCalledWith('user');
    expect(location()).toBe('/');
  });

  it('signs out a session whose hour is over', async () => {
    saveSessionStart(minutesAgo(61));
    const { signOut } = renderWatch();
    await waitFor(() => expect(signOut).toHaveBeenCalledWith('expired'));
  });
});
