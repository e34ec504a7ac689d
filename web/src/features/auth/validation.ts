import type { ProfileFieldValues } from '@/lib/profile-fields';
import { AUTH_TEXTS } from './texts';

/**
 * Spec §5 and §9: the rules of the sign-in, password reset and sign-up forms, as functions
 * returning the message of each field in error (none when the values are fine). They plug
 * into Mantine's `useForm({ validate })`.
 */
export const PASSWORD_MIN_LENGTH = 6;

const texts = AUTH_TEXTS.validation;

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Something@something, with no spaces: the service decides the rest. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

export function emailProblem(email: string): string | null {
  const value = email.trim();
  if (!value) return texts.emailRequired;
  if (!EMAIL_SHAPE.test(value)) return texts.invalidEmail;
  return null;
}

export function passwordProblem(password: string): string | null {
  if (!password) return texts.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return texts.passwordTooShort;
  return null;
}

function collect<T>(problems: { [K in keyof T]?: string | null }): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const key of Object.keys(problems) as (keyof T)[]) {
    const problem = problems[key];
    if (problem) errors[key] = problem;
  }
  return errors;
}

export interface SignInValues {
  email: string;
  password: string;
}

/** Spec §5 Sign-in: e-mail and password required; password at least 6 characters. */
export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  return collect<SignInValues>({ email: emailProblem(values.email), password: passwordProblem(values.password) });
}

/** Spec §5 Password reset: the e-mail is required ('Please enter your email address first'). */
export function validateResetEmail(email: string): string | null {
  if (!email.trim()) return AUTH_TEXTS.reset.emailRequired;
  return emailProblem(email);
}

export interface SignUpValues extends ProfileFieldValues {
  email: string;
  password: string;
}

const required = (value: string, message: string) => (value.trim() ? null : message);

/** Spec §5 Sign-up: every field is required except address line 2; password at least 6. */
export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  return collect<SignUpValues>({
    firstName: required(values.firstName, texts.firstNameRequired),
    lastName: required(values.lastName, texts.lastNameRequired),
    email: emailProblem(values.email),
    phone: required(values.phone, texts.phoneRequired),
    password: passwordProblem(values.password),
    line1: required(values.line1, texts.line1Required),
    city: required(values.city, texts.cityRequired),
    state: required(values.state, texts.stateRequired),
    zipCode: required(values.zipCode, texts.zipCodeRequired),
  });
}
