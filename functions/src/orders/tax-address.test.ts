import { describe, expect, it } from 'vitest';
import { taxAddressKey, taxAddressOfHome, taxAddressOfSchool } from './tax-address';

describe('taxAddressOfSchool', () => {
  it('when a school has an address, then Stripe Tax gets it in its own shape, in the US', () => {
    const address = { line1: '1200 Oak Street', line2: 'Suite 4', city: 'Springfield', state: 'IL' as const, zipCode: '62701' };
    expect(taxAddressOfSchool({ address })).toEqual({
      line1: '1200 Oak Street',
      line2: 'Suite 4',
      city: 'Springfield',
      state: 'IL',
      postal_code: '62701',
      country: 'US',
    });
  });

  it('when its address has no line 2, then the tax address has none either', () => {
    expect(taxAddressOfSchool({ address: { line1: '1 Main Street', city: 'Austin', state: 'TX', zipCode: '78701' } })).not.toHaveProperty('line2');
  });

  it('when a school has no address, then the tax address is empty, which Stripe Tax refuses', () => {
    expect(taxAddressOfSchool({ address: null })).toEqual({ line1: '', state: '', country: 'US' });
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
    const school = taxAddressOfSchool({ address: { line1: '1 Oak St', city: 'Portland', state: 'OR', zipCode: '97202' } });
    expect(taxAddressKey(home)).not.toBe(taxAddressKey(school));
  });
});
