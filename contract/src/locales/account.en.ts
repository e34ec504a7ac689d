/**
 * The messages of the account forms' rules (docs/product.md §5 and §8 where the spec gives them), so a
 * form and the server say the same thing for the same mistake.
 */
export default {
  emailRequired: 'Email is required',
  /** docs/product.md §8 sign-in "invalid e-mail". */
  invalidEmail: 'Please enter a valid email address.',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  /** docs/product.md §5 password reset. */
  resetEmailRequired: 'Please enter your email address first',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone is required',
  line1Required: 'Address line 1 is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipCodeRequired: 'ZIP code is required',
} as const;
