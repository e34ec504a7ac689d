import { checkoutMessages, checkoutProblem, type DeliveryAddress } from '@ssb/contract';

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

const blank = (value: string) => !value.trim();

/**
 * The spec §5 message for `values` (the same `checkoutProblem` the server runs) and the
 * fields it is about, so the form can mark them.
 */
export function checkoutValidation(values: CheckoutValues, rules: CheckoutRules): { problem: string | null; fields: CheckoutField[] } {
  const problem = checkoutProblem(values, rules);
  const { address } = values;
  switch (problem) {
    case null:
      return { problem, fields: [] };
    case checkoutMessages.contactRequired:
      return { problem, fields: (['email', 'phone'] as const).filter((field) => blank(values[field])) };
    case checkoutMessages.invalidEmail:
      return { problem, fields: ['email'] };
    case checkoutMessages.studentRequired:
      return { problem, fields: (['studentFirstName', 'studentLastName'] as const).filter((field) => blank(values[field])) };
    case checkoutMessages.addressRequired:
      return { problem, fields: (['line1', 'city', 'state', 'zipCode'] as const).filter((field) => blank(address[field])) };
    default:
      return { problem, fields: [] };
  }
}
