import { describe, expect, it } from 'vitest';
import { schoolTaxAddress, taxAddressKey, taxAddressOfHome } from './tax-address';

describe('schoolTaxAddress', () => {
  it('when a school has its address, then Stripe Tax gets its parts', () => {
    const address = { line1: '1200 Oak Street', city: 'Springfield', state: 'IL', zipCode: '62701' } as const;
    expect(schoolTaxAddress({ address, fullAddress: '1200 Oak Street, Springfield, IL 62701' })).toEqual({
      line1: '1200 Oak Street',
      city: 'Springfield',
      state: 'IL',
      postal_code: '62701',
      country: 'US',
    });
  });

  it('when a school stored before has only its line, then the line is read: the state spelled out is its code, a ZIP+4 its five digits', () => {
    expect(schoolTaxAddress({ address: null, fullAddress: '9 Main St, Austin, Texas 78701-1234, USA' })).toMatchObject({ state: 'TX', postal_code: '78701' });
  });

  it('when the line tells no state, then the state is empty, which Stripe Tax refuses', () => {
    expect(schoolTaxAddress({ address: null, fullAddress: '1 Oak St' })).toEqual({ line1: '1 Oak St', state: '', country: 'US' });
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
    expect(taxAddressKey(home)).not.toBe(taxAddressKey(schoolTaxAddress({ address: null, fullAddress: '1 Oak St, Portland, OR 97202' })));
  });
});
