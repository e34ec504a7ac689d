import { formatFullAddress } from './full-address';
import { ADDRESS_MAX_LENGTH } from './limits';
import { US_COUNTRY_AT_END, US_STATE_PATTERN, US_STATES, usStateNamed, type UsStateCode } from './us-time-zones';

// No zod here: the seed, the migration and the school cards read and write addresses without the
// request schemas (forms/school.ts builds those from these rules).

/** Where a school is (docs/decisions.md §24: tax is charged where a box goes): a US state's code and a 5-digit ZIP code. */
export interface SchoolAddress {
  line1: string;
  line2?: string;
  city: string;
  state: UsStateCode;
  zipCode: string;
}

export const isUsStateCode = (value: string): value is UsStateCode => Object.hasOwn(US_STATES, value);
export const isZipCode = (value: string): boolean => /^\d{5}$/.test(value);

/** The one line every answer still carries as `fullAddress`: "1200 Oak Street, Suite 4, Springfield, IL 62701". */
export const schoolFullAddress = (address: SchoolAddress): string => formatFullAddress(address);

/** The state and the ZIP code that end an address ("62701", or "62701-1234", whose 4 more digits say nothing about tax). */
const STATE_AND_ZIP = `${US_STATE_PATTERN}\\s*,?\\s*(\\d{5})(?:-\\d{4})?$`;
/** The state and ZIP code alone ("West Virginia 25301" is no city "West"), else after the city ("Charleston West Virginia 25301"). */
const TAIL = [new RegExp(`^()${STATE_AND_ZIP}`, 'i'), new RegExp(`^(.+?)[\\s,]+${STATE_AND_ZIP}`, 'i')];

const fits = (address: SchoolAddress) =>
  (Object.keys(ADDRESS_MAX_LENGTH) as (keyof typeof ADDRESS_MAX_LENGTH)[]).every((part) => (address[part] ?? '').length <= ADDRESS_MAX_LENGTH[part]);

/**
 * A school's one-line address read as its parts, as schools kept it before they had them: the
 * street first (what follows it up to the city is line 2), then the city, the state (its code
 * or its name) and the ZIP code, apart by commas or new lines; a country at the end is left out.
 * Null when it does not read so: no street, no city, no state or no ZIP code.
 */
export function parseSchoolAddress(fullAddress: string): SchoolAddress | null {
  const parts = fullAddress
    .replace(US_COUNTRY_AT_END, '')
    .split(/[,\n]/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  // "…, Springfield, IL, 62701": the ZIP code apart from its state.
  if (parts.length > 1 && /^\d{5}(?:-\d{4})?$/.test(parts.at(-1)!)) parts.splice(-2, 2, `${parts.at(-2)} ${parts.at(-1)}`);
  const last = parts.pop() ?? '';
  const tail = TAIL.map((pattern) => pattern.exec(last)).find((match) => match && usStateNamed(match[2]!));
  const state = tail ? usStateNamed(tail[2]!) : null;
  if (!tail || !state) return null;
  const city = tail[1]?.trim() || parts.pop();
  const [line1, ...rest] = parts;
  if (!city || !line1) return null;
  const line2 = rest.join(', ');
  const address: SchoolAddress = { line1, ...(line2 ? { line2 } : {}), city, state, zipCode: tail[3]! };
  return fits(address) ? address : null;
}
