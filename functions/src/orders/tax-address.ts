import { usStateOf, type DeliveryAddress } from '@ssb/contract';
import type { SchoolDoc } from '../schools/repository';

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

const ZIP = /\b(\d{5})(?:-\d{4})?\b(?!.*\b\d{5}\b)/;

/**
 * Where a box delivered to its school goes, read from the school's one-line `fullAddress` (its
 * state as the time-zone guess reads it, and its last ZIP code): the state is what Stripe Tax
 * needs most; a school whose state cannot be told gets an empty one, which Stripe refuses.
 */
export function taxAddressOfSchool(school: Pick<SchoolDoc, 'fullAddress'>): TaxAddress {
  const zip = ZIP.exec(school.fullAddress)?.[1];
  return { line1: school.fullAddress, state: usStateOf(school.fullAddress) ?? '', ...(zip ? { postal_code: zip } : {}), country: 'US' };
}

/** One key per place, so boxes going to one address share one calculation. */
export const taxAddressKey = (address: TaxAddress): string =>
  JSON.stringify([address.line1, address.line2 ?? '', address.city ?? '', address.state, address.postal_code ?? '']);
