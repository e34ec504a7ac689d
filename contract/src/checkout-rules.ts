import { defineTexts } from './i18n/texts';
import en from './locales/checkout.en';
import { isValidEmail, isValidPhone } from './text';

const CHECKOUT_TEXTS = defineTexts('contract.checkout', en, { es: () => import('./locales/checkout.es') });

/** docs/product.md §5 messages, shared by the order form and the server, in the current language. */
export const checkoutMessages = CHECKOUT_TEXTS.checkout;

export interface CheckoutRules {
  /** A guest gives an e-mail and phone; a signed-in parent does not. */
  guest: boolean;
  deliverToSchool: boolean;
  /** A late order of this school (its name) goes home only (docs/decisions.md §28): a missing address says so. */
  lateHomeDeliveryOnly?: string;
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
 * docs/product.md §5: every rule a checkout breaks, in the spec's order, each with the fields it
 * is about (a field under its first rule only); empty when the checkout is fine.
 */
export function checkoutProblems(input: CheckoutInput, rules: CheckoutRules): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  if (rules.guest) {
    const missing = (['email', 'phone'] as const).filter((field) => blank(input[field]));
    if (missing.length) problems.push({ message: checkoutMessages.contactRequired, fields: missing });
    if (!blank(input.email) && !isValidEmail(input.email!)) problems.push({ message: checkoutMessages.invalidEmail, fields: ['email'] });
    if (!blank(input.phone) && !isValidPhone(input.phone!)) problems.push({ message: checkoutMessages.invalidPhone, fields: ['phone'] });
  }
  const unnamed = rules.student === false ? [] : (['studentFirstName', 'studentLastName'] as const).filter((field) => blank(input[field]));
  if (unnamed.length) problems.push({ message: checkoutMessages.studentRequired, fields: unnamed });
  if (!rules.deliverToSchool) {
    const address = input.address ?? {};
    const missing = (['line1', 'city', 'state', 'zipCode'] as const).filter((part) => blank(address[part]));
    const message = rules.lateHomeDeliveryOnly
      ? checkoutMessages.lateHomeDeliveryOnly({ school: rules.lateHomeDeliveryOnly })
      : checkoutMessages.addressRequired;
    if (missing.length) problems.push({ message, fields: missing.map((part) => `address.${part}` as const) });
  }
  return problems;
}

/**
 * The first rule a checkout breaks, with the fields it is about (the API answers one message, as
 * the spec shows it); null when the checkout is fine.
 */
export function checkoutProblem(input: CheckoutInput, rules: CheckoutRules): CheckoutProblem | null {
  return checkoutProblems(input, rules)[0] ?? null;
}

/** The guest lookup's own messages; an e-mail or phone that cannot be one reads as in the order form. */
export const orderLookupMessages = CHECKOUT_TEXTS.lookup;

/** The first rule a guest order lookup breaks (docs/product.md §5), with the fields it is about, or null. */
export function orderLookupProblem(input: { email: string; phone: string }): { message: string; fields: ('email' | 'phone')[] } | null {
  const missing = (['email', 'phone'] as const).filter((field) => blank(input[field]));
  if (missing.length) return { message: orderLookupMessages.bothRequired, fields: missing };
  if (!isValidEmail(input.email)) return { message: checkoutMessages.invalidEmail, fields: ['email'] };
  if (!isValidPhone(input.phone)) return { message: checkoutMessages.invalidPhone, fields: ['phone'] };
  return null;
}
