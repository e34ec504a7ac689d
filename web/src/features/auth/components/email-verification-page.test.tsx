import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/session/session';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { checkEmailVerified, sendVerificationEmail, updateVerificationRecord } from '../api/email-verification';
import { AUTH_ERROR_TEXTS } from '../auth-errors';
import { AUTH_TEXTS } from '../texts';
import { EmailVerificationPage } from './email-verification-page';

vi.mock('../api/email-verification', () => ({
  checkEmailVerified: vi.fn(),
  sendVerificationEmail: vi.fn(),
  updateVerificationRecord: vi.fn(),
}));

const texts = AUTH_TEXTS.verification;
const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
const unverified = (): Session => sessions.signedIn({ id: 'uid-7', email: 'nia@example.com', emailVerified: false }, { emailVerified: false });

function renderVerification(session: Session = unverified(), path = '/login/email-verification') {
  return renderApp(null, {
    session,
    path,
    routes: [
      { path: '/login/email-verification', element: <EmailVerificationPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
  });
}

const resendButton = () => screen.getByRole('button', { name: /Resend/ });

beforeEach(() => {
  vi.mocked(checkEmailVerified).mockResolvedValue(false);
  vi.mocked(sendVerificationEmail).mockResolvedValue();
  vi.mocked(updateVerificationRecord).mockImplementation(async () => unverified().profile!);
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(checkEmailVerified).mockReset();
  vi.mocked(sendVerificationEmail).mockReset();
  vi.mocked(updateVerificationRecord).mockReset();
});

describe('EmailVerificationPage (docs/product.md §2 E-mail verification screen)', () => {
  it('shows the address the link was sent to', () => {
    renderVerification();
    expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    expect(screen.getByText('nia@example.com')).toBeInTheDocument();
    expect(resendButton()).toHaveTextContent(texts.resend);
    expect(resendButton()).toBeEnabled();
  });

  it('resends the e-mail, says so, records when, and counts 60 seconds down before the next one', async () => {
    renderVerification();
    await userEvent.click(resendButton());

    expect(sendVerificationEmail).toHaveBeenCalledOnce();
    expect(await screen.findByText('Verification email sent! Please check your inbox.')).toBeInTheDocument();
    expect(resendButton()).toHaveTextContent('Resend in 60s');
    expect(resendButton()).toBeDisabled();
    await waitFor(() => expect(updateVerificationRecord).toHaveBeenCalledWith('uid-7', expect.any(Date)));
  });

  it.each([
    ['auth/too-many-requests', 'Too many email requests. Please wait a few minutes before trying again.'],
    ['auth/invalid-sender', 'Email verification is temporarily unavailable. Please try again later.'],
    ['auth/quota-exceeded', 'Unable to send email right now. Please try again in a few minutes.'],
    ['auth/unknown', 'Failed to send verification email. Please try again later.'],
  ])('shows the spec message when resending fails with %s', async (code, message) => {
    vi.mocked(sendVerificationEmail).mockRejectedValue(authError(code));
    renderVerification();
    await userEvent.click(resendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(resendButton()).toBeEnabled();
  });

  it('speaks Spanish: the screen, the resent e-mail and the countdown', async () => {
    await speak('es');
    renderVerification();
    expect(screen.getByRole('heading', { level: 1, name: 'Verifique su correo electrónico' })).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Reenviar el correo de verificación' });

    await userEvent.click(resend);
    expect(await screen.findByText('¡Le enviamos el correo de verificación! Revise su bandeja de entrada.')).toBeInTheDocument();
    expect(resend).toHaveTextContent('Reenviar en 60 s');
    expect(screen.getByRole('button', { name: '¿No es usted? Cierre la sesión' })).toBeInTheDocument();
  });

  it('continues the countdown of the e-mail sent at sign-up, and shows why it failed if it did', async () => {
    const { router } = renderVerification(unverified(), '/somewhere');
    await act(() =>
      router.navigate('/login/email-verification', {
        state: { verificationSentAt: Date.now() - 15_000, verificationError: null },
      }),
    );
    expect(resendButton()).toHaveTextContent('Resend in 45s');

    const failure = AUTH_ERROR_TEXTS.verification.tooManyRequests;
    await act(() => router.navigate('/login/email-verification', { state: { verificationSentAt: null, verificationError: failure } }));
    expect(screen.getByRole('alert')).toHaveTextContent(failure);
  });

  it('checks every 3 seconds whether the e-mail has been verified', async () => {
    vi.useFakeTimers();
    renderVerification();
    expect(checkEmailVerified).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(checkEmailVerified).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(checkEmailVerified).toHaveBeenCalledTimes(3);
  });

  it('stops checking, and refreshes the stored profile, once verified', async () => {
    vi.useFakeTimers();
    vi.mocked(checkEmailVerified).mockResolvedValue(true);
    renderVerification();
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(checkEmailVerified).toHaveBeenCalledTimes(1);
    expect(updateVerificationRecord).toHaveBeenCalledWith('uid-7', undefined);
  });

  it.each([
    ['a parent', sessions.parent(), '/dashboard'],
    ['an admin', sessions.admin(), '/admin'],
    ['a school representative', sessions.rep(), '/school-dashboard'],
  ])('sends %s with a verified e-mail on to their dashboard', async (_who, session, dashboard) => {
    const { location } = renderVerification(session);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(location()).toBe(dashboard);
  });
});
