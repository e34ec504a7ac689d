import { parseSchoolAddress, type DeliveryAddress } from '@ssb/contract';
import type { SchoolDoc } from '../schools/repository';
import { taxAddressOfSchool } from '../schools/tax-address';

/** An address as Stripe Tax takes it (`customer_details.address`). */
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
 * Where a box delivered to its school goes: the school's address (one stored before schools had
 * its parts is read from its line until `npm run migrate:school-addresses`); a school whose state
 * cannot be told gets an empty one, which Stripe Tax refuses.
 */
export function schoolTaxAddress(school: Pick<SchoolDoc, 'address' | 'fullAddress'>): TaxAddress {
  return taxAddressOfSchool({ address: school.address ?? parseSchoolAddress(school.fullAddress) }) ?? { line1: school.fullAddress, state: '', country: 'US' };
}

/** One key per place, so boxes going to one address share one calculation. */
export const taxAddressKey = (address: TaxAddress): string =>
  JSON.stringify([address.line1, address.line2 ?? '', address.city ?? '', address.state, address.postal_code ?? '']);
