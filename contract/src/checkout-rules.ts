// Rules the web forms and the server share, kept free of zod: with `sideEffects: false` the
// web app imports them (and formatMoney) without pulling zod's full API into its bundle.
import { isValidEmail, isValidPhone } from './text';

/** Spec §5 messages, shared by the order form and the server. */
export const checkoutMessages = {
  contactRequired: 'Email and phone number are required',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  studentRequired: 'Student first and last name are required',
  addressRequired: 'Address line 1, city, state, and zip code are required for delivery',
  accountExists: 'An account already exists for this email address.',
  listUnavailable: 'This supply list is not available for ordering',
} as const;

/** The first rule of spec §5 a checkout breaks, or null. The same rules run in the form and on the server. */
export function checkoutProblem(
  input: { email?: string; phone?: string; studentFirstName: string; studentLastName: string; address?: Partial<Record<'line1' | 'line2' | 'city' | 'state' | 'zipCode', string>> },
  options: { guest: boolean; deliverToSchool: boolean },
): string | null {
  if (options.guest) {
    if (!input.email?.trim() || !input.phone?.trim()) return checkoutMessages.contactRequired;
    if (!isValidEmail(input.email)) return checkoutMessages.invalidEmail;
    if (!isValidPhone(input.phone)) return checkoutMessages.invalidPhone;
  }
  if (!input.studentFirstName.trim() || !input.studentLastName.trim()) return checkoutMessages.studentRequired;
  if (!options.deliverToSchool) {
    const a = input.address ?? {};
    if (![a.line1, a.city, a.state, a.zipCode].every((part) => part?.trim())) return checkoutMessages.addressRequired;
  }
  return null;
}

export const orderLookupMessages = {
  bothRequired: 'Please enter both email and phone number',
  invalidEmail: checkoutMessages.invalidEmail,
  invalidPhone: checkoutMessages.invalidPhone,
  tooMany: 'Too many lookups. Please wait a few minutes and try again.',
} as const;

/** The first rule a guest order lookup breaks, or null: both fields, then each one's shape. */
export function orderLookupProblem(input: { email: string; phone: string }): string | null {
  if (!input.email.trim() || !input.phone.trim()) return orderLookupMessages.bothRequired;
  if (!isValidEmail(input.email)) return orderLookupMessages.invalidEmail;
  if (!isValidPhone(input.phone)) return orderLookupMessages.invalidPhone;
  return null;
}
