import { describe, expect, it } from 'vitest';
import { checkoutMessages, checkoutProblem } from './checkout-rules';

const named = { studentFirstName: 'Noah', studentLastName: 'Lee' };
const fields = ['address.line1', 'address.city', 'address.state', 'address.zipCode'];

describe('checkoutProblem: where a box goes', () => {
  it('when a box goes home without an address, then the address is asked for', () => {
    expect(checkoutProblem(named, { guest: false, deliverToSchool: false })).toEqual({ message: checkoutMessages.addressRequired, fields });
  });

  it('when a late box of a school that sends late boxes home goes without an address, then the refusal says why it goes home', () => {
    expect(checkoutProblem(named, { guest: false, deliverToSchool: false, lateHomeDeliveryOnly: 'Lincoln Elementary School' })).toEqual({
      message: 'Late orders for Lincoln Elementary School are delivered to your home: enter address line 1, city, state, and zip code',
      fields,
    });
  });

  it('when the late box has its address, then nothing is refused', () => {
    const address = { line1: '19 Elm Street', city: 'Portland', state: 'OR', zipCode: '97202' };
    expect(checkoutProblem({ ...named, address }, { guest: false, deliverToSchool: false, lateHomeDeliveryOnly: 'Lincoln' })).toBeNull();
  });
});
