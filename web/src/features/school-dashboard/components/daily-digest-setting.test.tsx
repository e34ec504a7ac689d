import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api/api-client';
import { profileQueryKey } from '@/lib/session/profile';
import { axeViolations } from '@/testing/axe';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { DIGEST_TEXTS as texts } from '../digest-texts';
import { DailyDigestSetting } from './daily-digest-setting';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const put = vi.mocked(api.put);
const digestSwitch = () => screen.findByRole('switch', { name: texts.label });

beforeEach(() => {
  put.mockReset();
});

describe('the daily digest switch', () => {
  it('shows the profile’s choice, turns it off and on, and keeps the answer in the session’s profile', async () => {
    const session = sessions.rep();
    const queryClient = new QueryClient();
    put.mockImplementation(async (_path: string, body: unknown) => ({ user: { ...session.profile!, ...(body as object) } }));
    const { container } = renderApp(<DailyDigestSetting />, { session, queryClient });

    expect(await digestSwitch()).toBeChecked();
    expect(await digestSwitch()).toHaveAccessibleDescription(texts.description);
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(await digestSwitch());
    expect(put).toHaveBeenLastCalledWith('/users/profile/daily-digest', { dailyDigest: false });
    expect(await digestSwitch()).not.toBeChecked();
    expect(queryClient.getQueryData(profileQueryKey(session.user!.uid))).toMatchObject({ dailyDigest: false });

    await userEvent.click(await digestSwitch());
    expect(put).toHaveBeenLastCalledWith('/users/profile/daily-digest', { dailyDigest: true });
    expect(await digestSwitch()).toBeChecked();
  });

  it('starts off for a representative who turned it off', async () => {
    renderApp(<DailyDigestSetting />, { session: sessions.signedIn({ ...sessions.rep().profile, dailyDigest: false }) });
    expect(await digestSwitch()).not.toBeChecked();
  });

  it('goes back to the saved choice and says why when saving fails', async () => {
    put.mockRejectedValue(new ApiError('Network error', 0, null));
    renderApp(<DailyDigestSetting />, { session: sessions.rep() });

    await userEvent.click(await digestSwitch());

    expect(await screen.findByRole('alert')).toHaveTextContent(texts.failed({ reason: 'Network error' }));
    expect(await digestSwitch()).toBeChecked();
  });

  it('reads in Spanish', async () => {
    await speak('es');
    renderApp(<DailyDigestSetting />, { session: sessions.rep() });
    expect(await screen.findByRole('switch', { name: 'Enviarme por correo electrónico los nuevos pedidos pagados de cada día' })).toHaveAccessibleDescription(
      'Un correo electrónico al día mientras los pedidos estén abiertos, con los pedidos pagados el día anterior.',
    );
  });
});
