import { formMessages } from '@ssb/contract';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/session/session';
import { Link } from 'react-router-dom';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { sendPasswordReset } from '../api/send-password-reset';
import { signIn } from '../api/sign-in';
import { AUTH_ERROR_TEXTS } from '../auth-errors';
import { AUTH_TEXTS } from '../texts';
import { LoginPage } from './login-page';

vi.mock('../api/sign-in', () => ({ signIn: vi.fn() }));
vi.mock('../api/send-password-reset', () => ({ sendPasswordReset: vi.fn() }));

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

function renderLogin(session: Session = sessions.signedOut()) {
  return renderApp(null, {
    session,
    path: '/login',
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
  });
}

/** Types by pasting: key-by-key typing is slow, and the form reads either. */
async function typeInto(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

async function fillSignIn(email: string, password: string) {
  if (email) await typeInto(screen.getByLabelText(/^Email/), email);
  if (password) await typeInto(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  vi.mocked(signIn).mockReset().mockResolvedValue();
  vi.mocked(sendPasswordReset).mockReset().mockResolvedValue();
});

describe('LoginPage (docs/product.md §2 Login)', { timeout: 15_000 }, () => {
  it('offers e-mail and password sign-in, Forgot Password? and a link to /signup', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: AUTH_TEXTS.login.title })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: AUTH_TEXTS.login.signUp })).toHaveAttribute('href', '/signup');
  });

  it('requires both fields and a password of at least 6 characters (docs/product.md §5)', async () => {
    renderLogin();
    await fillSignIn('', '');
    expect(screen.getByText(formMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(formMessages.passwordRequired)).toBeInTheDocument();

    await fillSignIn('parent@example.com', '12345');
    expect(screen.getByText(formMessages.passwordTooShort)).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('fills in the e-mail the order form sends along', async () => {
    const state = { from: { pathname: '/shop', search: '?step=order' }, email: 'parent@example.com' };
    renderApp(null, {
      path: '/shop',
      routes: [
        {
          path: '/shop',
          element: (
            <Link to="/login" state={state}>
              Sign In
            </Link>
          ),
        },
        { path: '/login', element: <LoginPage /> },
      ],
    });
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('parent@example.com');
  });

  it('signs in with the e-mail and password', async () => {
    renderLogin();
    await fillSignIn('parent@example.com', 'password123');
    expect(signIn).toHaveBeenCalledWith('parent@example.com', 'password123');
  });

  it.each([
    ['auth/invalid-credential', AUTH_ERROR_TEXTS.signIn.invalidCredential],
    ['auth/user-not-found', AUTH_ERROR_TEXTS.signIn.userNotFound],
    ['auth/wrong-password', AUTH_ERROR_TEXTS.signIn.wrongPassword],
    ['auth/too-many-requests', AUTH_ERROR_TEXTS.signIn.tooManyRequests],
    ['auth/something-else', AUTH_ERROR_TEXTS.signIn.other],
  ])('shows the spec message for %s', async (code, message) => {
    vi.mocked(signIn).mockRejectedValue(authError(code));
    renderLogin();
    await fillSignIn('parent@example.com', 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('speaks Spanish: the form, its field messages and the identity service errors', async () => {
    await speak('es');
    vi.mocked(signIn).mockRejectedValue(authError('auth/invalid-credential'));
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrese' })).toHaveAttribute('href', '/signup');

    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByText('Ingrese su correo electrónico')).toBeInTheDocument();
    expect(screen.getByText('Ingrese su contraseña')).toBeInTheDocument();

    await typeInto(screen.getByLabelText(/^Correo electrónico/), 'parent@example.com');
    await typeInto(screen.getByLabelText(/^Contraseña/), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El correo electrónico o la contraseña no son correctos. Revise sus datos e inténtelo de nuevo.',
    );

    await userEvent.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Restablecer la contraseña' })).toBeInTheDocument();
    vi.mocked(sendPasswordReset).mockRejectedValue(authError('auth/user-not-found'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar el enlace por correo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay ninguna cuenta con este correo electrónico.');
  });

  describe('Forgot Password?', () => {
    it('asks for the e-mail first when it is empty', async () => {
      renderLogin();
      await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
      expect(screen.getByRole('heading', { level: 1, name: AUTH_TEXTS.reset.title })).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: AUTH_TEXTS.reset.submit }));
      expect(screen.getByText('Please enter your email address first')).toBeInTheDocument();
      expect(sendPasswordReset).not.toHaveBeenCalled();
    });

    it('sends the reset e-mail to the address typed on the sign-in form', async () => {
      renderLogin();
      await typeInto(screen.getByLabelText(/^Email/), 'parent@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
      expect(screen.getByLabelText(/^Email/)).toHaveValue('parent@example.com');

      await userEvent.click(screen.getByRole('button', { name: AUTH_TEXTS.reset.submit }));

      expect(sendPasswordReset).toHaveBeenCalledWith('parent@example.com');
      expect(await screen.findByRole('status')).toHaveTextContent('Password reset email sent! Check your inbox.');
    });

    it.each([
      ['auth/user-not-found', 'No account found with this email address.'],
      ['auth/internal-error', 'Failed to send password reset email. Please try again.'],
    ])('shows the spec message for %s', async (code, message) => {
      vi.mocked(sendPasswordReset).mockRejectedValue(authError(code));
      renderLogin();
      await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
      await typeInto(screen.getByLabelText(/^Email/), 'nobody@example.com');
      await userEvent.click(screen.getByRole('button', { name: AUTH_TEXTS.reset.submit }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    });

    it('goes back to sign-in', async () => {
      renderLogin();
      await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
      await userEvent.click(screen.getByRole('button', { name: AUTH_TEXTS.reset.backToSignIn }));
      expect(screen.getByRole('heading', { level: 1, name: AUTH_TEXTS.login.title })).toBeInTheDocument();
    });
  });

  it.each([
    ['an admin', sessions.admin(), '/admin'],
    ['a school representative', sessions.rep(), '/school-dashboard'],
    ['a parent', sessions.parent(), '/dashboard'],
  ])('sends %s who is signed in with a verified e-mail to their dashboard', async (_who, session, dashboard) => {
    const { location } = renderLogin(session);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(location()).toBe(dashboard);
  });

  it('waits for the profile before choosing the dashboard', () => {
    const { location } = renderLogin({ ...sessions.admin(), profileStatus: 'loading', profile: null, role: null });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(location()).toBe('/login');
  });
});
