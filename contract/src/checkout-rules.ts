// Rules the web forms and the server share, kept free of zod: with `sideEffects: false` the
// web app imports them (and formatMoney) without pulling zod's full API into its bundle.

/** Spec §5 messages, shared by the order form and the server. */
export const checkoutMessages = {
  contactRequired: 'Email and phone number are required',
  invalidEmail: 'Please enter a valid email address',
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
    if (!input.email.includes('@')) return checkoutMessages.invalidEmail;
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
  tooMany: 'Too many lookups. Please wait a few minutes and try again.',
} as const;

/** Phones compare by their digits, so "(217) 555-0188" finds "217.555.0188". */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '');
export const emailKey = (email: string) => email.trim().toLowerCase();
