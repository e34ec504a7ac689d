import { formMessages, invitationMessages, type InvitationLookupResponse } from '@ssb/contract';
import userEvent from '@testing-library/user-event';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api/api-client';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { signIn } from '../api/sign-in';
import { INVITATION_TEXTS } from '../invitation-texts';
import { InvitationPage } from './invitation-page';

vi.mock('../api/sign-in', () => ({ signIn: vi.fn() }));
vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const texts = INVITATION_TEXTS;
const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyz';

const invitation = (account: InvitationLookupResponse['invitation']['account']): InvitationLookupResponse => ({
  invitation: {
    email: 'office@lincoln.example.org',
    school: { id: 'school-lincoln', name: 'Lincoln Elementary' },
    expiresAt: '2026-12-31T12:00:00.000Z',
    account,
  },
});

/** The API as the page meets it: a lookup answer (or failure), and what the accept call answers. */
function serve(lookup: InvitationLookupResponse | Error) {
  vi.mocked(api.post).mockImplementation(async (path: string) => {
    if (path === '/invitations/lookup') {
      if (lookup instanceof Error) throw lookup;
      return lookup;
    }
    if (path === '/invitations/accept') return { email: 'office@lincoln.example.org' };
    throw new ApiError(`No route for ${path}`, 404, null);
  });
}

function renderPage(path = `/invitation?token=${TOKEN}`) {
  return renderApp(null, {
    session: sessions.signedOut(),
    path,
    routes: [
      { path: '/invitation', element: <InvitationPage /> },
      { path: '/school-dashboard', element: <p>school dashboard</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
  });
}

async function typeInto(label: RegExp, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

beforeEach(() => {
  vi.mocked(signIn).mockReset().mockResolvedValue();
  vi.mocked(api.post).mockReset();
});

describe('InvitationPage', { timeout: 15_000 }, () => {
  it('for an address with no account: asks the name and a password, accepts with the link’s token, signs in and opens the school dashboard', async () => {
    serve(invitation('none'));
    const { location } = renderPage();
    expect(await screen.findByText(texts.intro({ school: 'Lincoln Elementary', email: 'office@lincoln.example.org' }))).toBeInTheDocument();
    expect(screen.queryByText(texts.existingAccount)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: texts.submit }));
    for (const message of [formMessages.firstNameRequired, formMessages.lastNameRequired, formMessages.passwordRequired]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(api.post).not.toHaveBeenCalledWith('/invitations/accept', expect.anything());

    await typeInto(/^First Name/, 'Rosa');
    await typeInto(/^Last Name/, 'Parks');
    await typeInto(/^Choose a password/, 'secret123');
    await userEvent.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(location()).toBe('/school-dashboard'));
    expect(api.post).toHaveBeenCalledWith('/invitations/accept', { token: TOKEN, password: 'secret123', firstName: 'Rosa', lastName: 'Parks' });
    expect(signIn).toHaveBeenCalledWith('office@lincoln.example.org', 'secret123');
  });

  it('for an address that has an account and a profile: says the account may not be theirs, asks only the password', async () => {
    serve(invitation('profile'));
    renderPage();
    expect(await screen.findByText(texts.existingAccount)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^First Name/)).not.toBeInTheDocument();
    await typeInto(/^Choose a password/, '12345');
    await userEvent.click(screen.getByRole('button', { name: texts.submit }));
    expect(screen.getByText(formMessages.passwordTooShort)).toBeInTheDocument();
  });

  it('for a used, withdrawn or expired link (or none): says so and what to do, with the way to sign in', async () => {
    serve(new ApiError(invitationMessages.gone, 410, { error: invitationMessages.gone }));
    renderPage();
    expect(await screen.findByText(invitationMessages.gone)).toBeInTheDocument();
    expect(screen.getByText(texts.goneHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.signIn })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: texts.submit })).not.toBeInTheDocument();
  });

  it('when signing in after accepting fails, says the invitation is accepted and leads to sign-in', async () => {
    serve(invitation('account'));
    vi.mocked(signIn).mockRejectedValue(new Error('network'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    await screen.findByText(texts.existingAccount);
    await typeInto(/^First Name/, 'Rosa');
    await typeInto(/^Last Name/, 'Parks');
    await typeInto(/^Choose a password/, 'secret123');
    await userEvent.click(screen.getByRole('button', { name: texts.submit }));
    expect(await screen.findByText(texts.signInFailed)).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await speak('es');
    serve(invitation('profile'));
    renderPage(`/invitation?token=${TOKEN}&lang=es`);
    expect(await screen.findByRole('heading', { name: 'Acepte su invitación' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Aceptar invitación' })).toBeInTheDocument();
  });
});
