import { defineTexts } from '@ssb/contract';
import en from './locales/errors.en';

/**
 * docs/product.md §8: the message a person sees for each Firebase Auth error. Pure functions of the
 * error code (`auth/...`), so every mapping is unit-tested without Firebase.
 */

/** The Firebase Auth error code of `error`, or null when it is not a Firebase error. */
export function authErrorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    if (typeof code === 'string' && code.startsWith('auth/')) return code;
  }
  return null;
}

/** The identity service's errors in the page's language; tests read them too. */
export const AUTH_ERROR_TEXTS = defineTexts('auth.errors', en, { es: () => import('./locales/errors.es') });

const signIn = AUTH_ERROR_TEXTS.signIn;
const signUp = AUTH_ERROR_TEXTS.signUp;
const reset = AUTH_ERROR_TEXTS.reset;
const verification = AUTH_ERROR_TEXTS.verification;

export function signInErrorMessage(code: string | null): string {
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return signIn.invalidCredential;
    case 'auth/user-not-found':
      return signIn.userNotFound;
    case 'auth/wrong-password':
      return signIn.wrongPassword;
    case 'auth/invalid-email':
      return signIn.invalidEmail;
    case 'auth/too-many-requests':
      return signIn.tooManyRequests;
    case 'auth/network-request-failed':
      return signIn.network;
    case 'auth/operation-not-allowed':
      return signIn.disabled;
    default:
      return signIn.other;
  }
}

export function signUpErrorMessage(code: string | null): string {
  switch (code) {
    case 'auth/email-already-in-use':
      return signUp.emailInUse;
    case 'auth/weak-password':
      return signUp.weakPassword;
    case 'auth/operation-not-allowed':
      return signUp.disabled;
    // Not listed for sign-up in §8; the sign-in wording fits and tells the person what to fix.
    case 'auth/invalid-email':
      return signIn.invalidEmail;
    case 'auth/network-request-failed':
      return signIn.network;
    default:
      return signUp.other;
  }
}

export function passwordResetErrorMessage(code: string | null): string {
  switch (code) {
    case 'auth/user-not-found':
      return reset.userNotFound;
    case 'auth/invalid-email':
      return signIn.invalidEmail;
    default:
      return reset.failed;
  }
}

export function verificationEmailErrorMessage(code: string | null): string {
  switch (code) {
    case 'auth/too-many-requests':
      return verification.tooManyRequests;
    // The project's e-mail sender is misconfigured or rejected.
    case 'auth/invalid-sender':
    case 'auth/invalid-message-payload':
      return verification.senderProblem;
    // A passing problem: quota, network or the service itself.
    case 'auth/quota-exceeded':
    case 'auth/network-request-failed':
    case 'auth/internal-error':
      return verification.unavailable;
    default:
      return verification.other;
  }
}
