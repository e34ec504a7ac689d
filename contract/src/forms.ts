import { z } from 'zod/mini';
import { checkoutProblem, orderLookupProblem, type CheckoutRules } from './checkout-rules';
import { requiredText, text } from './fields';
import { formMessages, PASSWORD_MIN_LENGTH } from './messages';
import { ADDRESS_MAX_LENGTH, PHONE_MAX_LENGTH, STUDENT_NAME_MAX_LENGTH } from './orders';
import { EMAIL_MAX_LENGTH, isValidEmail } from './text';
import { PROFILE_MAX_LENGTH } from './users';

// The schemas of the forms, with the spec's messages. Each field reports the first rule it
// breaks; the web forms validate with them (Mantine's schemaResolver) and the server with
// the same schemas where it checks the same thing.

const email = (requiredMessage: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, { message: requiredMessage, abort: true }),
    z.refine(isValidEmail, { message: formMessages.invalidEmail, abort: true }),
    z.maxLength(EMAIL_MAX_LENGTH),
  );

const password = z.string().check(
  z.minLength(1, { message: formMessages.passwordRequired, abort: true }),
  z.minLength(PASSWORD_MIN_LENGTH, formMessages.passwordTooShort),
);

/** Spec §5 Sign-in: e-mail and password required; password at least 6 characters. */
export const SignInForm = z.object({ email: email(formMessages.emailRequired), password });
export type SignInForm = z.infer<typeof SignInForm>;

/** Spec §5 Password reset: the e-mail is required ('Please enter your email address first'). */
export const PasswordResetForm = z.object({ email: email(formMessages.resetEmailRequired) });

/** Spec §5 Sign-up and the dashboard's details: everything required but address line 2. */
export const ProfileForm = z.object({
  firstName: requiredText(PROFILE_MAX_LENGTH.firstName, formMessages.firstNameRequired),
  lastName: requiredText(PROFILE_MAX_LENGTH.lastName, formMessages.lastNameRequired),
  phone: requiredText(PROFILE_MAX_LENGTH.phone, formMessages.phoneRequired),
  line1: requiredText(PROFILE_MAX_LENGTH.line1, formMessages.line1Required),
  line2: text(PROFILE_MAX_LENGTH.line2),
  city: requiredText(PROFILE_MAX_LENGTH.city, formMessages.cityRequired),
  state: requiredText(PROFILE_MAX_LENGTH.state, formMessages.stateRequired),
  zipCode: requiredText(PROFILE_MAX_LENGTH.zipCode, formMessages.zipCodeRequired),
});
export type ProfileForm = z.infer<typeof ProfileForm>;

export const SignUpForm = z.extend(ProfileForm, { email: email(formMessages.emailRequired), password });
export type SignUpForm = z.infer<typeof SignUpForm>;

const address = z.object({
  line1: text(ADDRESS_MAX_LENGTH.line1),
  line2: text(ADDRESS_MAX_LENGTH.line2),
  city: text(ADDRESS_MAX_LENGTH.city),
  state: text(ADDRESS_MAX_LENGTH.state),
  zipCode: text(ADDRESS_MAX_LENGTH.zipCode),
});

/**
 * The order form (spec §5 guest and signed-in checkout): one message, the first rule
 * broken, on every field it is about. The server runs it on the request once it knows
 * whether the school delivers to the school.
 */
export const checkoutForm = (rules: CheckoutRules) =>
  z
    .object({
      email: z.optional(text(EMAIL_MAX_LENGTH)),
      phone: z.optional(text(PHONE_MAX_LENGTH)),
      studentFirstName: text(STUDENT_NAME_MAX_LENGTH),
      studentLastName: text(STUDENT_NAME_MAX_LENGTH),
      address: z.optional(address),
    })
    .check(
      z.superRefine((values, ctx) => {
        const problem = checkoutProblem(values, rules);
        for (const field of problem?.fields ?? []) {
          ctx.issues.push({ code: 'custom', message: problem!.message, path: field.split('.'), input: values });
        }
      }),
    );
export type CheckoutForm = z.infer<ReturnType<typeof checkoutForm>>;

/** Spec §5 Guest order lookup: both fields, then an e-mail and a phone that can be one. */
export const OrderLookupForm = z
  .object({ email: text(EMAIL_MAX_LENGTH), phone: text(PHONE_MAX_LENGTH) })
  .check(
    z.superRefine((values, ctx) => {
      const problem = orderLookupProblem(values);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, path: [], input: values });
    }),
  );
