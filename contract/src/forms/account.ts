import { z } from 'zod/mini';
import { requiredEmail, requiredText, text } from '../fields';
import { PASSWORD_MIN_LENGTH, PROFILE_MAX_LENGTH } from '../limits';
import { formMessages } from '../messages';

// The account forms (docs/product.md §5 Sign-in, Password reset, Sign-up; the dashboard's details). Each
// field reports the first rule it breaks; one module per group of forms, so a screen's bundle
// carries only the schemas it uses.

/** A password as the identity service takes it (docs/product.md §5: at least 6 characters). */
export const password = () =>
  z
    .string()
    .check(
      z.minLength(1, { error: () => formMessages.passwordRequired, abort: true }),
      z.minLength(PASSWORD_MIN_LENGTH, { error: () => formMessages.passwordTooShort }),
    );

/** docs/product.md §5 Sign-in: e-mail and password required; password at least 6 characters. */
export const SignInForm = z.object({ email: requiredEmail(() => formMessages.emailRequired), password: password() });
export type SignInForm = z.infer<typeof SignInForm>;

/** docs/product.md §5 Password reset: the e-mail is required ('Please enter your email address first'). */
export const PasswordResetForm = z.object({ email: requiredEmail(() => formMessages.resetEmailRequired) });

/** docs/product.md §5 Sign-up and the dashboard's details: everything required but address line 2. */
export const ProfileForm = z.object({
  firstName: requiredText(PROFILE_MAX_LENGTH.firstName, () => formMessages.firstNameRequired),
  lastName: requiredText(PROFILE_MAX_LENGTH.lastName, () => formMessages.lastNameRequired),
  phone: requiredText(PROFILE_MAX_LENGTH.phone, () => formMessages.phoneRequired),
  line1: requiredText(PROFILE_MAX_LENGTH.line1, () => formMessages.line1Required),
  line2: text(PROFILE_MAX_LENGTH.line2),
  city: requiredText(PROFILE_MAX_LENGTH.city, () => formMessages.cityRequired),
  state: requiredText(PROFILE_MAX_LENGTH.state, () => formMessages.stateRequired),
  zipCode: requiredText(PROFILE_MAX_LENGTH.zipCode, () => formMessages.zipCodeRequired),
});
export type ProfileForm = z.infer<typeof ProfileForm>;

export const SignUpForm = z.extend(ProfileForm, { email: requiredEmail(() => formMessages.emailRequired), password: password() });
export type SignUpForm = z.infer<typeof SignUpForm>;
