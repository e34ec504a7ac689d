import { describe, expect, it } from 'vitest';
import { speak } from '@/testing/locale';
import { authErrorCode, passwordResetErrorMessage, signInErrorMessage, signUpErrorMessage, verificationEmailErrorMessage } from './auth-errors';

describe('authErrorCode', () => {
  it('reads the code of a Firebase Auth error', () => {
    expect(authErrorCode({ code: 'auth/wrong-password', message: 'Firebase: Error (auth/wrong-password).' })).toBe('auth/wrong-password');
  });

  it('answers null for anything else', () => {
    expect(authErrorCode(new Error('boom'))).toBeNull();
    expect(authErrorCode({ code: 'permission-denied' })).toBeNull();
    expect(authErrorCode({ code: 42 })).toBeNull();
    expect(authErrorCode(null)).toBeNull();
    expect(authErrorCode('auth/user-not-found')).toBeNull();
  });
});

describe('signInErrorMessage (docs/product.md §8 Sign-in)', () => {
  it.each([
    ['auth/invalid-credential', 'Invalid email or password. Please check your credentials and try again.'],
    ['auth/invalid-login-credentials', 'Invalid email or password. Please check your credentials and try again.'],
    ['auth/user-not-found', 'No account found with this email address. Please sign up or check your email.'],
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/too-many-requests', 'Too many failed attempts. Please try again later.'],
    ['auth/network-request-failed', 'Network error. Please check your internet connection and try again.'],
    ['auth/operation-not-allowed', 'Sign in is currently disabled.'],
    ['auth/user-disabled', 'Failed to sign in. Please try again.'],
    ['auth/internal-error', 'Failed to sign in. Please try again.'],
    [null, 'Failed to sign in. Please try again.'],
  ])('maps %s', (code, message) => {
    expect(signInErrorMessage(code)).toBe(message);
  });
});

describe('signUpErrorMessage (docs/product.md §8 Sign-up)', () => {
  it.each([
    ['auth/email-already-in-use', 'An account with this email already exists. Please sign in instead.'],
    ['auth/weak-password', 'Password is too weak. Please choose a stronger password with at least 6 characters.'],
    ['auth/operation-not-allowed', 'Account creation is currently disabled.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/network-request-failed', 'Network error. Please check your internet connection and try again.'],
    ['auth/internal-error', 'Failed to create account. Please try again.'],
    [null, 'Failed to create account. Please try again.'],
  ])('maps %s', (code, message) => {
    expect(signUpErrorMessage(code)).toBe(message);
  });
});

describe('passwordResetErrorMessage (docs/product.md §8 Password reset)', () => {
  it.each([
    ['auth/user-not-found', 'No account found with this email address.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/too-many-requests', 'Failed to send password reset email. Please try again.'],
    [null, 'Failed to send password reset email. Please try again.'],
  ])('maps %s', (code, message) => {
    expect(passwordResetErrorMessage(code)).toBe(message);
  });
});

describe('verificationEmailErrorMessage (docs/product.md §8 Verification e-mail)', () => {
  it.each([
    ['auth/too-many-requests', 'Too many email requests. Please wait a few minutes before trying again.'],
    ['auth/invalid-sender', 'Email verification is temporarily unavailable. Please try again later.'],
    ['auth/invalid-message-payload', 'Email verification is temporarily unavailable. Please try again later.'],
    ['auth/quota-exceeded', 'Unable to send email right now. Please try again in a few minutes.'],
    ['auth/network-request-failed', 'Unable to send email right now. Please try again in a few minutes.'],
    ['auth/internal-error', 'Unable to send email right now. Please try again in a few minutes.'],
    ['auth/user-token-expired', 'Failed to send verification email. Please try again later.'],
    [null, 'Failed to send verification email. Please try again later.'],
  ])('maps %s', (code, message) => {
    expect(verificationEmailErrorMessage(code)).toBe(message);
  });
});

describe('the identity service errors in Spanish', () => {
  it('maps every flow’s codes to its Spanish message', async () => {
    await speak('es');
    expect(signInErrorMessage('auth/wrong-password')).toBe('La contraseña no es correcta. Inténtelo de nuevo.');
    expect(signUpErrorMessage('auth/weak-password')).toBe('La contraseña es demasiado débil. Elija una contraseña más segura, de al menos 6 caracteres.');
    expect(passwordResetErrorMessage('auth/invalid-email')).toBe('Ingrese un correo electrónico válido.');
    expect(verificationEmailErrorMessage('auth/quota-exceeded')).toBe('No podemos enviar el correo en este momento. Inténtelo de nuevo en unos minutos.');
  });
});
