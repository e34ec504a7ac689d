// What the local Stripe Tax knows of US sales tax: each state's base rate and a few
// back-to-school holidays. Enough to show the product's tax where a box goes, per line and
// per item; never a source of truth for filing (Stripe Tax adds county, city and district
// rates, and follows every state's rules on shipping).

/**
 * Each state's statewide base sales-tax rate, in percent, from the Tax Foundation's "State
 * and Local Sales Tax Rates, 2025" (the state rates in effect on January 1, 2025). Where the
 * Tax Foundation counts a uniform local add-on in the state rate (California's 1 %, Utah's
 * 1.25 %, Virginia's 1 %), so does this table. Alaska, Delaware, Montana, New Hampshire and
 * Oregon have no statewide sales tax.
 */
export const STATE_RATES: Readonly<Record<string, { name: string; percent: number }>> = {
  AL: { name: 'Alabama', percent: 4 },
  AK: { name: 'Alaska', percent: 0 },
  AZ: { name: 'Arizona', percent: 5.6 },
  AR: { name: 'Arkansas', percent: 6.5 },
  CA: { name: 'California', percent: 7.25 },
  CO: { name: 'Colorado', percent: 2.9 },
  CT: { name: 'Connecticut', percent: 6.35 },
  DE: { name: 'Delaware', percent: 0 },
  DC: { name: 'District of Columbia', percent: 6 },
  FL: { name: 'Florida', percent: 6 },
  GA: { name: 'Georgia', percent: 4 },
  HI: { name: 'Hawaii', percent: 4 },
  ID: { name: 'Idaho', percent: 6 },
  IL: { name: 'Illinois', percent: 6.25 },
  IN: { name: 'Indiana', percent: 7 },
  IA: { name: 'Iowa', percent: 6 },
  KS: { name: 'Kansas', percent: 6.5 },
  KY: { name: 'Kentucky', percent: 6 },
  LA: { name: 'Louisiana', percent: 5 },
  ME: { name: 'Maine', percent: 5.5 },
  MD: { name: 'Maryland', percent: 6 },
  MA: { name: 'Massachusetts', percent: 6.25 },
  MI: { name: 'Michigan', percent: 6 },
  MN: { name: 'Minnesota', percent: 6.875 },
  MS: { name: 'Mississippi', percent: 7 },
  MO: { name: 'Missouri', percent: 4.225 },
  MT: { name: 'Montana', percent: 0 },
  NE: { name: 'Nebraska', percent: 5.5 },
  NV: { name: 'Nevada', percent: 6.85 },
  NH: { name: 'New Hampshire', percent: 0 },
  NJ: { name: 'New Jersey', percent: 6.625 },
  NM: { name: 'New Mexico', percent: 4.875 },
  NY: { name: 'New York', percent: 4 },
  NC: { name: 'North Carolina', percent: 4.75 },
  ND: { name: 'North Dakota', percent: 5 },
  OH: { name: 'Ohio', percent: 5.75 },
  OK: { name: 'Oklahoma', percent: 4.5 },
  OR: { name: 'Oregon', percent: 0 },
  PA: { name: 'Pennsylvania', percent: 6 },
  RI: { name: 'Rhode Island', percent: 7 },
  SC: { name: 'South Carolina', percent: 6 },
  SD: { name: 'South Dakota', percent: 4.2 },
  TN: { name: 'Tennessee', percent: 7 },
  TX: { name: 'Texas', percent: 6.25 },
  UT: { name: 'Utah', percent: 6.1 },
  VT: { name: 'Vermont', percent: 6 },
  VA: { name: 'Virginia', percent: 5.3 },
  WA: { name: 'Washington', percent: 6.5 },
  WV: { name: 'West Virginia', percent: 6 },
  WI: { name: 'Wisconsin', percent: 5 },
  WY: { name: 'Wyoming', percent: 4 },
};

/**
 * The product tax codes the stand-in treats apart from the general rate. Stripe knows over
 * 400; the two a holiday exempts here are the stand-in's own picks for "school supplies" and
 * "clothing": look the real ones up in Stripe's tax code list before giving products theirs in
 * production. Any other well-formed code is taxed at the state's rate.
 */
export const TAX_CODES = {
  /** Stripe's "General - Tangible Goods", the products' default. */
  general: 'txcd_99999999',
  /** Stripe's "Nontaxable": never taxed. */
  nontaxable: 'txcd_00000000',
  /** Stripe's "Shipping", the default of a calculation's `shipping_cost`. */
  shipping: 'txcd_92010001',
  schoolSupplies: 'txcd_35010000',
  clothing: 'txcd_30011000',
} as const;

export interface HolidayExemption {
  taxCodes: readonly string[];
  /** The price cap of one item, in cents. */
  maxItemCents: number;
  /** Whether an item priced exactly at the cap is exempt ("$20 or less") or not ("less than $100"). */
  capIncluded: boolean;
}

export interface TaxHoliday {
  state: string;
  name: string;
  /** Month and day, both inclusive, every year, read in `timeZone`. */
  from: `${number}-${number}`;
  to: `${number}-${number}`;
  timeZone: string;
  exemptions: readonly HolidayExemption[];
}

/**
 * Back-to-school sales tax holidays, as examples: their caps and goods follow the states' recent
 * back-to-school holidays, but the dates are fixed here and come back every year, where the
 * states move theirs (and Stripe Tax follows each year's law). The cap is per item: a box of
 * twenty items is twenty lines, each judged at its own price.
 */
export const TAX_HOLIDAYS: readonly TaxHoliday[] = [
  {
    state: 'AL',
    name: 'Alabama back-to-school sales tax holiday',
    from: '07-18',
    to: '07-20',
    timeZone: 'America/Chicago',
    exemptions: [
      { taxCodes: [TAX_CODES.schoolSupplies], maxItemCents: 50_00, capIncluded: true },
      { taxCodes: [TAX_CODES.clothing], maxItemCents: 100_00, capIncluded: true },
    ],
  },
  {
    state: 'TN',
    name: 'Tennessee back-to-school sales tax holiday',
    from: '07-25',
    to: '07-27',
    timeZone: 'America/Chicago',
    exemptions: [{ taxCodes: [TAX_CODES.schoolSupplies, TAX_CODES.clothing], maxItemCents: 100_00, capIncluded: true }],
  },
  {
    state: 'VA',
    name: 'Virginia back-to-school sales tax holiday',
    from: '08-01',
    to: '08-03',
    timeZone: 'America/New_York',
    exemptions: [
      { taxCodes: [TAX_CODES.schoolSupplies], maxItemCents: 20_00, capIncluded: true },
      { taxCodes: [TAX_CODES.clothing], maxItemCents: 100_00, capIncluded: true },
    ],
  },
  {
    state: 'TX',
    name: 'Texas back-to-school sales tax holiday',
    from: '08-08',
    to: '08-10',
    timeZone: 'America/Chicago',
    exemptions: [{ taxCodes: [TAX_CODES.schoolSupplies, TAX_CODES.clothing], maxItemCents: 100_00, capIncluded: false }],
  },
];
