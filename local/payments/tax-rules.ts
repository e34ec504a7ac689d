// The local Stripe Tax's arithmetic, apart from its API: which rate a line gets where it is
// delivered, on which day, and how its tax is rounded. Pure, so the table's rules are tested
// without a server.
import { STATE_RATES, TAX_CODES, TAX_HOLIDAYS, type TaxHoliday } from './tax-table.js';

export type TaxBehavior = 'exclusive' | 'inclusive';

/** The reasons Stripe gives for a line's tax, of those the stand-in answers. */
export type TaxabilityReason = 'standard_rated' | 'not_subject_to_tax' | 'product_exempt' | 'product_exempt_holiday' | 'not_collecting';

export interface TaxedAmount {
  /** The line's or shipping's amount as sent, in cents. */
  amount: number;
  quantity: number;
  taxCode: string;
  taxBehavior: TaxBehavior;
}

export interface TaxPlace {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** The state's two letters for a US address, else null. */
  state: string | null;
}

export interface LineTax {
  amountTax: number;
  /** What the tax was figured on: the amount, less its tax when the amount includes it. */
  taxableAmount: number;
  reason: TaxabilityReason;
  /** The rate applied, in thousandths of a percent (6.25 % is 6250); 0 when none is. */
  rate: number;
  /** The holiday that exempted the line, if one did. */
  holiday: TaxHoliday | null;
}

/** Rates are kept in thousandths of a percent, so that 6.875 % is a whole number. */
const RATE_SCALE = 100_000;

/** A percentage as thousandths of a percent (6.875 → 6875). */
export const rateOfPercent = (percent: number): number => Math.round(percent * 1000);

/** A rate in thousandths of a percent as Stripe writes `percentage_decimal` ('6.25', '0.0'). */
export function percentageDecimal(rate: number): string {
  const text = (rate / 1000).toFixed(3).replace(/0+$/, '');
  return text.endsWith('.') ? `${text}0` : text;
}

/** `numerator / denominator` rounded to the nearest whole number, halves up, for non-negative integers. */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The tax of one amount at `rate`: rounded to the cent per line, halves up, as Stripe Tax rounds
 * each line (so the tax of a checkout is the sum of its lines' taxes, never a rate applied to its
 * sum). An inclusive amount holds its tax: tax = amount × rate ÷ (1 + rate).
 */
export function taxOf(amount: number, rate: number, behavior: TaxBehavior): number {
  if (rate === 0 || amount === 0) return 0;
  return behavior === 'exclusive' ? roundHalfUp(amount * rate, RATE_SCALE) : roundHalfUp(amount * rate, RATE_SCALE + rate);
}

/** The calendar day (`MM-DD`) of `date` in `timeZone`. */
function monthDay(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}-${part('day')}`;
}

/** The holiday under which an item of `taxCode` priced `amount` for `quantity` is exempt in `state` on `date`, if any. */
export function holidayFor(state: string, taxCode: string, line: { amount: number; quantity: number }, date: Date): TaxHoliday | null {
  for (const holiday of TAX_HOLIDAYS) {
    if (holiday.state !== state) continue;
    const day = monthDay(date, holiday.timeZone);
    if (day < holiday.from || day > holiday.to) continue;
    // Per item: the line's price of one unit against the cap, in whole cents (amount ≤ cap × quantity).
    const capped = holiday.exemptions.some(
      (exemption) =>
        exemption.taxCodes.includes(taxCode) &&
        (exemption.capIncluded ? line.amount <= exemption.maxItemCents * line.quantity : line.amount < exemption.maxItemCents * line.quantity),
    );
    if (capped) return holiday;
  }
  return null;
}

/**
 * One line's tax where it is delivered on `date`: every US state is taken as registered (the
 * stand-in collects wherever it can), anywhere else is not collected. Shipping is taxed as goods
 * are (real states differ) and no holiday covers it.
 */
export function lineTax(line: TaxedAmount, place: TaxPlace, date: Date, options: { shipping?: boolean } = {}): LineTax {
  const untaxed = (reason: TaxabilityReason): LineTax => ({ amountTax: 0, taxableAmount: line.amount, reason, rate: 0, holiday: null });
  const stateRate = place.country === 'US' && place.state ? STATE_RATES[place.state] : undefined;
  if (!stateRate) return untaxed('not_collecting');
  if (stateRate.percent === 0) return untaxed('not_subject_to_tax');
  if (line.taxCode === TAX_CODES.nontaxable) return untaxed('product_exempt');
  const holiday = options.shipping ? null : holidayFor(place.state!, line.taxCode, line, date);
  if (holiday) return { ...untaxed('product_exempt_holiday'), holiday };
  const rate = rateOfPercent(stateRate.percent);
  const amountTax = taxOf(line.amount, rate, line.taxBehavior);
  return { amountTax, taxableAmount: line.taxBehavior === 'inclusive' ? line.amount - amountTax : line.amount, reason: 'standard_rated', rate, holiday: null };
}
