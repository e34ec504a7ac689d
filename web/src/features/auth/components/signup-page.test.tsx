import { formMessages } from '@ssb/contract';
import { ADDRESS_TEXTS } from '@/components/forms/texts';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/session/session';
import { speak } from '@/testing/locale';
import { aProfile, renderApp, screen, sessions } from '@/testing/test-utils';
import { sendVerificationEmail, updateVerificationRecord } from '../api/email-verification';
import { createAccount } from '../api/sign-up';
import { AUTH_TEXTS } from '../texts';
import { SignupPage } from './signup-page';

vi.mock('../api/sign-up', () => ({ createAccount: vi.fn() }));
vi.mock('../api/email-verification', () => ({ sendVerificationEmail: vi.fn(), updateVerificationRecord: vi.fn() }));

const texts = AUTH_TEXTS.signup;
const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
const newUser = { uid: 'uid-new', email: 'nia@example.com' } as User;
const storedProfile = aProfile({ id: 'uid-new', email: 'nia@example.com', emailVerified: false });

function renderSignup(session: Session = sessions.signedOut(), path = '/signup') {
  return renderApp(null, {
    session,
    path,
    routes: [
      { path: '/signup', element: <SignupPage /> },
      { path: '/login/email-verification', element: <p>verification screen</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
  });
}

/** The field whose label starts with `label` (the required ones end in an asterisk). */
const field = (label: string) => screen.getByLabelText((content) => content.startsWith(label));

async function fillForm(overrides: Partial<Record<string, string>> = {}) {
  const values: Partial<Record<string, string>> = {
    [texts.firstName]: 'Nia',
    [texts.lastName]: 'Parker',
    [texts.email]: 'nia@example.com',
    [texts.phone]: '(217) 555-0100',
    [texts.password]: 'secret1',
    [ADDRESS_TEXTS.line1]: '12 Oak St',
    [ADDRESS_TEXTS.city]: 'Springfield',
    [ADDRESS_TEXTS.state]: 'IL',
    [ADDRESS_TEXTS.zipCode]: '62704',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (!value) continue;
    await userEvent.click(field(label));
    await userEvent.paste(value); // typing key by key is slow, and the form reads either
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: texts.submit }));

beforeEach(() => {
  vi.mocked(createAccount).mockResolvedValue(newUser);
  vi.mocked(sendVerificationEmail).mockResolvedValue();
  vi.mocked(updateVerificationRecord).mockResolvedValue({ ...storedProfile, emailVerificationLinkSentAt: '2025-08-01T09:00:00.000Z' } as never);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ user: storedProfile })));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(createAccount).mockReset();
  vi.mocked(sendVerificationEmail).mockReset();
  vi.mocked(updateVerificationRecord).mockReset();
});

// Nine fields to fill per test: give slow machines time.
describe('SignupPage (docs/product.md §2 Sign-up)', { timeout: 20_000 }, () => {
  it('asks for name, e-mail, phone, password and the home address, with a link to sign in', () => {
    renderSignup();
    expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    for (const label of [
      texts.firstName,
      texts.lastName,
      texts.email,
      texts.phone,
      texts.password,
      ADDRESS_TEXTS.line1,
      ADDRESS_TEXTS.line2,
      ADDRESS_TEXTS.city,
      ADDRESS_TEXTS.state,
      ADDRESS_TEXTS.zipCode,
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(field(texts.password)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: texts.signIn })).toHaveAttribute('href', '/login');
  });

  it('requires every field except address line 2 (docs/product.md §5)', async () => {
    renderSignup();
    await submit();
    const v = formMessages;
    for (const message of [
      v.firstNameRequired,
      v.lastNameRequired,
      v.emailRequired,
      v.phoneRequired,
      v.passwordRequired,
      v.line1Required,
      v.cityRequired,
      v.stateRequired,
      v.zipCodeRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(createAccount).not.toHaveBeenCalled();
  });

  it('needs a password of at least 6 characters', async () => {
    renderSignup();
    await fillForm({ [texts.password]: 'abc' });
    await submit();
    expect(screen.getByText(formMessages.passwordTooShort)).toBeInTheDocument();
    expect(createAccount).not.toHaveBeenCalled();
  });

  it('creates the account, sends the verification e-mail, makes sure of the profile, then shows the verification screen', async () => {
    const { location } = renderSignup();
    await fillForm({ [ADDRESS_TEXTS.line2]: 'Apt 2' });
    await submit();

    expect(await screen.findByText('verification screen')).toBeInTheDocument();
    expect(location()).toBe('/login/email-verification');
    expect(createAccount).toHaveBeenCalledWith({
      firstName: 'Nia',
      lastName: 'Parker',
      email: 'nia@example.com',
      phone: '(217) 555-0100',
      password: 'secret1',
      line1: '12 Oak St',
      line2: 'Apt 2',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
    });
    expect(sendVerificationEmail).toHaveBeenCalledWith(newUser);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/users/profile');
    expect(updateVerificationRecord).toHaveBeenCalledWith('uid-new', expect.any(Date));
  });

  it('still goes on to the verification screen (which can resend) when the e-mail could not be sent', async () => {
    vi.mocked(sendVerificationEmail).mockRejectedValue(authError('auth/too-many-requests'));
    renderSignup();
    await fillForm();
    await submit();
    expect(await screen.findByText('verification screen')).toBeInTheDocument();
    expect(updateVerificationRecord).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/email-already-in-use', 'An account with this email already exists. Please sign in instead.'],
    ['auth/weak-password', 'Password is too weak. Please choose a stronger password with at least 6 characters.'],
    ['auth/operation-not-allowed', 'Account creation is currently disabled.'],
    ['auth/internal-error', 'Failed to create account. Please try again.'],
  ])('shows the spec message for %s', async (code, message) => {
    vi.mocked(createAccount).mockRejectedValue(authError(code));
    const { location } = renderSignup();
    await fillForm();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(location()).toBe('/signup');
    expect(sendVerificationEmail).not.toHaveBeenCalled();
  });

  it('speaks Spanish: the form and the message for an address already in use', async () => {
    await speak('es');
    vi.mocked(createAccount).mockRejectedValue(authError('auth/email-already-in-use'));
    renderSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicie sesión' })).toHaveAttribute('href', '/login');

    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe una cuenta con este correo electrónico. Inicie sesión.');
  });

  it('sends a signed-in user on: unverified to the verification screen, verified to their dashboard', async () => {
    const unverified = renderSignup(sessions.unverified());
    expect(await screen.findByText('verification screen')).toBeInTheDocument();
    expect(unverified.location()).toBe('/login/email-verification');
    unverified.unmount();

    const verified = renderSignup(sessions.rep());
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(verified.location()).toBe('/school-dashboard');
  });
});
