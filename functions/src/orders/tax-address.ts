import type { DeliveryAddress } from '@ssb/contract';
import type { SchoolDoc } from '../schools/repository';

/** An address as Stripe Tax takes it (`customer_details.address` of `tax.calculations.create`). */
export interface TaxAddress {
  line1: string;
  line2?: string;
  city?: string;
  state: string;
  postal_code?: string;
  country: 'US';
}

/** The family's home, where a box delivered home goes. */
export function taxAddressOfHome(address: DeliveryAddress | undefined): TaxAddress {
  const home = address ?? { line1: '', line2: '', city: '', state: '', zipCode: '' };
  return {
    line1: home.line1,
    ...(home.line2 ? { line2: home.line2 } : {}),
    ...(home.city ? { city: home.city } : {}),
    state: home.state.trim().toUpperCase(),
    ...(home.zipCode ? { postal_code: home.zipCode.trim() } : {}),
    country: 'US',
  };
}

/**
 * Where a box delivered to its school goes (docs/decisions.md §24): the school's address. A
 * school without one (none was given, or its line did not read when `npm run
 * migrate:school-addresses` ran) gets an empty one, which Stripe Tax refuses: the checkout is
 * refused rather than taxed at a guess.
 */
export function taxAddressOfSchool(school: Pick<SchoolDoc, 'address'>): TaxAddress {
  const { address } = school;
  if (!address) return { line1: '', state: '', country: 'US' };
  return {
    line1: address.line1,
    ...(address.line2 ? { line2: address.line2 } : {}),
    city: address.city,
    state: address.state,
    postal_code: address.zipCode,
    country: 'US',
  };
}

/** One key per place, so boxes going to one address share one calculation. */
export const taxAddressKey = (address: TaxAddress): string =>
  JSON.stringify([address.line1, address.line2 ?? '', address.city ?? '', address.state, address.postal_code ?? '']);
