import { describe, expect, it } from 'vitest';
import { taxAddressOfSchool } from './tax-address';

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

  it('when a school has no address (or was stored before schools had them), then there is none to tax at', () => {
    expect(taxAddressOfSchool({ address: null })).toBeNull();
  });
});
