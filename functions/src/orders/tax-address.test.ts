import { describe, expect, it } from 'vitest';
import { taxAddressKey, taxAddressOfHome, taxAddressOfSchool } from './tax-address';

describe('taxAddressOfSchool', () => {
  it('when a school’s one-line address names its state and ZIP code, then Stripe Tax gets both', () => {
    expect(taxAddressOfSchool({ fullAddress: '1200 Oak Street, Springfield, IL 62701' })).toEqual({
      line1: '1200 Oak Street, Springfield, IL 62701',
      state: 'IL',
      postal_code: '62701',
      country: 'US',
    });
  });

  it('when the state is spelled out and the ZIP code has four more digits, then it is the state’s code and the five digits', () => {
    expect(taxAddressOfSchool({ fullAddress: '9 Main St, Austin, Texas 78701-1234, USA' })).toMatchObject({ state: 'TX', postal_code: '78701' });
  });

  it('when the address tells no state, then the state is empty, which Stripe Tax refuses', () => {
    expect(taxAddressOfSchool({ fullAddress: '1 Oak St' })).toEqual({ line1: '1 Oak St', state: '', country: 'US' });
  });
});

describe('taxAddressOfHome', () => {
  it('when a box goes home, then the family’s address, its state upper-cased and empty parts left out', () => {
    expect(taxAddressOfHome({ line1: '19 Elm Street', line2: '', city: 'Portland', state: 'or', zipCode: ' 97202 ' })).toEqual({
      line1: '19 Elm Street',
      city: 'Portland',
      state: 'OR',
      postal_code: '97202',
      country: 'US',
    });
  });

  it('when two boxes go to the same place, then they share one key, and another place has another', () => {
    const home = taxAddressOfHome({ line1: '19 Elm Street', line2: '', city: 'Portland', state: 'OR', zipCode: '97202' });
    expect(taxAddressKey(home)).toBe(taxAddressKey({ ...home }));
    expect(taxAddressKey(home)).not.toBe(taxAddressKey(taxAddressOfSchool({ fullAddress: '1 Oak St, Portland, OR 97202' })));
  });
});
