import { checkoutMessages } from '@ssb/contract';
import { describe, expect, it } from 'vitest';
import { checkoutValidation, emptyCheckoutValues, type CheckoutValues } from './checkout-values';

const valid: CheckoutValues = {
  ...emptyCheckoutValues(),
  email: 'pat@example.com',
  phone: '217 555 0101',
  studentFirstName: 'Ava',
  studentLastName: 'Lopez',
};
const guestAtSchool = { guest: true, deliverToSchool: true };
const guestAtHome = { guest: true, deliverToSchool: false };

describe('checkoutValidation', () => {
  it('accepts a complete guest checkout for school delivery', () => {
    expect(checkoutValidation(valid, guestAtSchool)).toEqual({ problem: null, fields: [] });
  });

  it('names the empty contact fields', () => {
    expect(checkoutValidation({ ...valid, phone: ' ' }, guestAtSchool)).toEqual({
      problem: checkoutMessages.contactRequired,
      fields: ['phone'],
    });
  });

  it('points at the e-mail without @', () => {
    expect(checkoutValidation({ ...valid, email: 'pat' }, guestAtSchool)).toEqual({
      problem: checkoutMessages.invalidEmail,
      fields: ['email'],
    });
  });

  it('names the empty student fields', () => {
    expect(checkoutValidation({ ...valid, studentFirstName: '', studentLastName: '' }, guestAtSchool)).toEqual({
      problem: checkoutMessages.studentRequired,
      fields: ['studentFirstName', 'studentLastName'],
    });
  });

  it('names the missing address parts for home delivery, never line 2', () => {
    const partial = { ...valid, address: { ...valid.address, line1: '19 Elm Street', state: 'IL' } };
    expect(checkoutValidation(partial, guestAtHome)).toEqual({
      problem: checkoutMessages.addressRequired,
      fields: ['city', 'zipCode'],
    });
  });

  it('does not ask a signed-in parent for contact details', () => {
    const parent = { ...valid, email: '', phone: '' };
    expect(checkoutValidation(parent, { guest: false, deliverToSchool: true }).problem).toBeNull();
  });

  it('prefills the address it is given', () => {
    expect(emptyCheckoutValues({ city: 'Springfield' }).address).toEqual({ line1: '', line2: '', city: 'Springfield', state: '', zipCode: '' });
  });
});
