import type { SchoolDoc } from './repository';

/** An address as Stripe Tax takes it (`customer_details.address` of `tax.calculations.create`). */
export interface TaxAddress {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  postal_code: string;
  country: 'US';
}

/**
 * Where a box delivered to its school is taxed (docs/decisions.md §24): the school's address in
 * Stripe's shape, or null for a school without one (one stored before schools had addresses
 * reads so until `npm run migrate:school-addresses`).
 */
export function taxAddressOfSchool(school: Pick<SchoolDoc, 'address'>): TaxAddress | null {
  const { address } = school;
  if (!address) return null;
  return {
    line1: address.line1,
    ...(address.line2 ? { line2: address.line2 } : {}),
    city: address.city,
    state: address.state,
    postal_code: address.zipCode,
    country: 'US',
  };
}
