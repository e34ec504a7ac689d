import { checkoutProblem, type DeliveryAddress } from '@ssb/contract';

export interface CheckoutValues {
  email: string;
  phone: string;
  studentFirstName: string;
  studentLastName: string;
  address: DeliveryAddress;
}

export type CheckoutField = 'email' | 'phone' | 'studentFirstName' | 'studentLastName' | keyof DeliveryAddress;

export interface CheckoutRules {
  /** A guest gives an e-mail and phone; a signed-in parent does not. */
  guest: boolean;
  deliverToSchool: boolean;
}

export const emptyAddress: DeliveryAddress = { line1: '', line2: '', city: '', state: '', zipCode: '' };

export const emptyCheckoutValues = (address: Partial<DeliveryAddress> = {}): CheckoutValues => ({
  email: '',
  phone: '',
  studentFirstName: '',
  studentLastName: '',
  address: { ...emptyAddress, ...address },
});

/**
 * The spec §5 message for `values` (the same `checkoutProblem` the server runs) and the
 * fields it is about, so the form can mark them.
 */
export function checkoutValidation(values: CheckoutValues, rules: CheckoutRules): { problem: string | null; fields: CheckoutField[] } {
  const problem = checkoutProblem(values, rules);
  if (!problem) return { problem: null, fields: [] };
  return { problem: problem.message, fields: problem.fields.map((field) => field.replace('address.', '') as CheckoutField) };
}
