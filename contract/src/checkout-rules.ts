import { MAX_CHECKOUT_BOXES } from './limits';
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
  listEmpty: 'This supply list has no products yet, so it cannot be ordered',
  tooMany: 'Too many checkout attempts. Please wait a few minutes and try again.',
  boxCount: `A checkout holds 1 to ${MAX_CHECKOUT_BOXES} boxes`,
} as const;

export interface CheckoutRules {
  /** A guest gives an e-mail and phone; a signed-in parent does not. */
  guest: boolean;
  deliverToSchool: boolean;
  /** The form names a student (the box being ordered); false when it only pays boxes named before. */
  student?: boolean;
}

type AddressPart = 'line1' | 'line2' | 'city' | 'state' | 'zipCode';

export interface CheckoutInput {
  email?: string;
  phone?: string;
  studentFirstName: string;
  studentLastName: string;
  address?: Partial<Record<AddressPart, string>>;
}

/** A field of the order form, an address part written as `address.line1`. */
export type CheckoutField = 'email' | 'phone' | 'studentFirstName' | 'studentLastName' | `address.${AddressPart}`;

export interface CheckoutProblem {
  message: string;
  /** The fields the message is about, for the form to mark. */
  fields: CheckoutField[];
}

const blank = (value: string | undefined) => !value?.trim();

/**
 * Spec §5: the first rule a checkout breaks (one message, as the spec shows it), with the
 * fields it is about; null when the checkout is fine.
 */
export function checkoutProblem(input: CheckoutInput, rules: CheckoutRules): CheckoutProblem | null {
  if (rules.guest) {
    const missing = (['email', 'phone'] as const).filter((field) => blank(input[field]));
    if (missing.length) return { message: checkoutMessages.contactRequired, fields: missing };
    if (!isValidEmail(input.email!)) return { message: checkoutMessages.invalidEmail, fields: ['email'] };
    if (!isValidPhone(input.phone!)) return { message: checkoutMessages.invalidPhone, fields: ['phone'] };
  }
  const unnamed = rules.student === false ? [] : (['studentFirstName', 'studentLastName'] as const).filter((field) => blank(input[field]));
  if (unnamed.length) return { message: checkoutMessages.studentRequired, fields: unnamed };
  if (!rules.deliverToSchool) {
    const address = input.address ?? {};
    const missing = (['line1', 'city', 'state', 'zipCode'] as const).filter((part) => blank(address[part]));
    if (missing.length) return { message: checkoutMessages.addressRequired, fields: missing.map((part) => `address.${part}` as const) };
  }
  return null;
}

export const orderLookupMessages = {
  bothRequired: 'Please enter both email and phone number',
  invalidEmail: checkoutMessages.invalidEmail,
  invalidPhone: checkoutMessages.invalidPhone,
  tooMany: 'Too many lookups. Please wait a few minutes and try again.',
} as const;

/** The first rule a guest order lookup breaks (spec §5), with the fields it is about, or null. */
export function orderLookupProblem(input: { email: string; phone: string }): { message: string; fields: ('email' | 'phone')[] } | null {
  const missing = (['email', 'phone'] as const).filter((field) => blank(input[field]));
  if (missing.length) return { message: orderLookupMessages.bothRequired, fields: missing };
  if (!isValidEmail(input.email)) return { message: orderLookupMessages.invalidEmail, fields: ['email'] };
  if (!isValidPhone(input.phone)) return { message: orderLookupMessages.invalidPhone, fields: ['phone'] };
  return null;
}
