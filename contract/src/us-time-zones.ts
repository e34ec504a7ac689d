// No schema here: the school dialog reads it as the state is typed, parseSchoolAddress as it reads
// an address's line, and the API when a school is created without a time zone (docs/api.md, Schools).

/**
 * The 50 states and the District of Columbia: the name an address may spell out, and the IANA
 * zones in use there, the one most of its people live in first (Indiana's and Kentucky's
 * smaller zones are their counties' own IANA names; Arizona's second is the Navajo Nation's).
 */
export const US_STATES = {
  AL: { name: 'Alabama', zones: ['America/Chicago'] },
  AK: {
    name: 'Alaska',
    zones: ['America/Anchorage', 'America/Juneau', 'America/Sitka', 'America/Nome', 'America/Yakutat', 'America/Metlakatla', 'America/Adak'],
  },
  AZ: { name: 'Arizona', zones: ['America/Phoenix', 'America/Denver'] },
  AR: { name: 'Arkansas', zones: ['America/Chicago'] },
  CA: { name: 'California', zones: ['America/Los_Angeles'] },
  CO: { name: 'Colorado', zones: ['America/Denver'] },
  CT: { name: 'Connecticut', zones: ['America/New_York'] },
  DE: { name: 'Delaware', zones: ['America/New_York'] },
  DC: { name: 'District of Columbia', zones: ['America/New_York'] },
  FL: { name: 'Florida', zones: ['America/New_York', 'America/Chicago'] },
  GA: { name: 'Georgia', zones: ['America/New_York'] },
  HI: { name: 'Hawaii', zones: ['Pacific/Honolulu'] },
  ID: { name: 'Idaho', zones: ['America/Boise', 'America/Los_Angeles'] },
  IL: { name: 'Illinois', zones: ['America/Chicago'] },
  IN: {
    name: 'Indiana',
    zones: [
      'America/Indiana/Indianapolis',
      'America/Chicago',
      'America/Indiana/Knox',
      'America/Indiana/Tell_City',
      'America/Indiana/Petersburg',
      'America/Indiana/Vincennes',
      'America/Indiana/Winamac',
      'America/Indiana/Marengo',
      'America/Indiana/Vevay',
    ],
  },
  IA: { name: 'Iowa', zones: ['America/Chicago'] },
  KS: { name: 'Kansas', zones: ['America/Chicago', 'America/Denver'] },
  KY: { name: 'Kentucky', zones: ['America/New_York', 'America/Kentucky/Louisville', 'America/Chicago', 'America/Kentucky/Monticello'] },
  LA: { name: 'Louisiana', zones: ['America/Chicago'] },
  ME: { name: 'Maine', zones: ['America/New_York'] },
  MD: { name: 'Maryland', zones: ['America/New_York'] },
  MA: { name: 'Massachusetts', zones: ['America/New_York'] },
  MI: { name: 'Michigan', zones: ['America/Detroit', 'America/Menominee'] },
  MN: { name: 'Minnesota', zones: ['America/Chicago'] },
  MS: { name: 'Mississippi', zones: ['America/Chicago'] },
  MO: { name: 'Missouri', zones: ['America/Chicago'] },
  MT: { name: 'Montana', zones: ['America/Denver'] },
  NE: { name: 'Nebraska', zones: ['America/Chicago', 'America/Denver'] },
  NV: { name: 'Nevada', zones: ['America/Los_Angeles', 'America/Denver'] },
  NH: { name: 'New Hampshire', zones: ['America/New_York'] },
  NJ: { name: 'New Jersey', zones: ['America/New_York'] },
  NM: { name: 'New Mexico', zones: ['America/Denver'] },
  NY: { name: 'New York', zones: ['America/New_York'] },
  NC: { name: 'North Carolina', zones: ['America/New_York'] },
  ND: {
    name: 'North Dakota',
    zones: ['America/Chicago', 'America/Denver', 'America/North_Dakota/Center', 'America/North_Dakota/New_Salem', 'America/North_Dakota/Beulah'],
  },
  OH: { name: 'Ohio', zones: ['America/New_York'] },
  OK: { name: 'Oklahoma', zones: ['America/Chicago'] },
  OR: { name: 'Oregon', zones: ['America/Los_Angeles', 'America/Boise'] },
  PA: { name: 'Pennsylvania', zones: ['America/New_York'] },
  RI: { name: 'Rhode Island', zones: ['America/New_York'] },
  SC: { name: 'South Carolina', zones: ['America/New_York'] },
  SD: { name: 'South Dakota', zones: ['America/Chicago', 'America/Denver'] },
  TN: { name: 'Tennessee', zones: ['America/Chicago', 'America/New_York'] },
  TX: { name: 'Texas', zones: ['America/Chicago', 'America/Denver'] },
  UT: { name: 'Utah', zones: ['America/Denver'] },
  VT: { name: 'Vermont', zones: ['America/New_York'] },
  VA: { name: 'Virginia', zones: ['America/New_York'] },
  WA: { name: 'Washington', zones: ['America/Los_Angeles'] },
  WV: { name: 'West Virginia', zones: ['America/New_York'] },
  WI: { name: 'Wisconsin', zones: ['America/Chicago'] },
  WY: { name: 'Wyoming', zones: ['America/Denver'] },
} as const satisfies Record<string, { name: string; zones: readonly [string, ...string[]] }>;

export type UsStateCode = keyof typeof US_STATES;

const CODES = Object.keys(US_STATES) as UsStateCode[];
const byName = new Map<string, UsStateCode>(CODES.map((code) => [US_STATES[code].name.toLowerCase(), code]));

// The longest names first, so "West Virginia" is not read as "Virginia". A name's words may be
// apart by any spaces; "D.C." is DC.
const names = [...byName.keys()].sort((a, b) => b.length - a.length).map((name) => name.replace(/ /g, '\\s+'));
/** A state as an address writes it, its code or its name (a capturing group, for case-insensitive patterns). */
export const US_STATE_PATTERN = `(${names.join('|')}|[a-z]{2}|d\\.\\s?c\\.?)`;
/** A country after the state says nothing about which state. */
export const US_COUNTRY_AT_END = /(?:^|[\s,]+)(?:usa|u\.s\.a\.?|us|u\.s\.?|united states(?: of america)?)[\s.]*$/i;

/** The state a code or a name is ("il", "Illinois", "D.C."), or null. */
export function usStateNamed(written: string): UsStateCode | null {
  const word = written.toLowerCase().replace(/\s+/g, ' ');
  if (/^d\.\s?c\.?$/.test(word)) return 'DC';
  const code = word.toUpperCase();
  if (code in US_STATES) return code as UsStateCode;
  return byName.get(word) ?? null;
}

/** A school's state's most populous zone (docs/api.md, Schools: a new school keeps it unless sent one). */
export const likelyTimeZoneOfState = (state: UsStateCode): string => US_STATES[state].zones[0];
