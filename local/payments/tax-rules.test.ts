import { describe, expect, it } from 'vitest';
import { holidayFor, lineTax, percentageDecimal, roundHalfUp, taxOf } from './tax-rules.js';
import { STATE_RATES, TAX_CODES, TAX_HOLIDAYS } from './tax-table.js';

const US = (state: string) => ({ country: 'US', state });
const general = (amount: number, quantity = 1) => ({ amount, quantity, taxCode: TAX_CODES.general, taxBehavior: 'exclusive' as const });
const supplies = (amount: number, quantity = 1) => ({ ...general(amount, quantity), taxCode: TAX_CODES.schoolSupplies });
// A school day outside every holiday of the table, and the Virginia holiday's first day at noon there.
const MAY = new Date('2025-05-12T17:00:00Z');
const VIRGINIA_HOLIDAY = new Date('2025-08-01T16:00:00Z');

describe('the state table', () => {
  it('has the 50 states and DC, each with a rate between 0 and 10 %', () => {
    expect(Object.keys(STATE_RATES)).toHaveLength(51);
    expect(STATE_RATES.DC).toBeDefined();
    for (const [state, { percent }] of Object.entries(STATE_RATES)) {
      expect(percent, state).toBeGreaterThanOrEqual(0);
      expect(percent, state).toBeLessThan(10);
    }
  });

  it('has the rates the issue names, and no sales tax in Oregon, Delaware, Montana, New Hampshire and Alaska', () => {
    expect([STATE_RATES.IL?.percent, STATE_RATES.TX?.percent, STATE_RATES.CA?.percent]).toEqual([6.25, 6.25, 7.25]);
    for (const state of ['OR', 'DE', 'MT', 'NH', 'AK']) expect(STATE_RATES[state]?.percent, state).toBe(0);
  });

  it('names every holiday state in the table, with days that parse and caps in whole cents', () => {
    for (const holiday of TAX_HOLIDAYS) {
      expect(STATE_RATES[holiday.state], holiday.name).toBeDefined();
      expect(holiday.from <= holiday.to, holiday.name).toBe(true);
      for (const exemption of holiday.exemptions) expect(Number.isInteger(exemption.maxItemCents), holiday.name).toBe(true);
    }
  });
});

describe('rounding', () => {
  it('rounds halves up and the rest to the nearest cent', () => {
    expect([roundHalfUp(5, 10), roundHalfUp(4, 10), roundHalfUp(15, 10), roundHalfUp(14, 10)]).toEqual([1, 0, 2, 1]);
    // $0.08 at 6.25 % is half a cent: up to 1; $0.07 is 0.4375 of a cent: down to 0.
    expect([taxOf(8, 6250, 'exclusive'), taxOf(7, 6250, 'exclusive')]).toEqual([1, 0]);
    // $23.76 at 6.25 % is $1.485: $1.49.
    expect(taxOf(2376, 6250, 'exclusive')).toBe(149);
    // $10.63 including 6.25 %: 1063 × 0.0625 ÷ 1.0625 = 62.53 cents.
    expect(taxOf(1063, 6250, 'inclusive')).toBe(63);
  });

  it('rounds each line, so a checkout’s tax is the sum of its lines’ and not its sum taxed', () => {
    const place = US('IL');
    // Three lines of $0.08: each 0.5 cent, rounded up to 1 (3 cents); their $0.24 taxed at once would be 1.5 → 2 cents.
    const lines = [general(8), general(8), general(8)].map((line) => lineTax(line, place, MAY).amountTax);
    expect(lines).toEqual([1, 1, 1]);
    expect(lineTax(general(24), place, MAY).amountTax).toBe(2);
  });

  it('writes rates as Stripe’s percentage_decimal', () => {
    expect([percentageDecimal(6250), percentageDecimal(6875), percentageDecimal(7000), percentageDecimal(0)]).toEqual(['6.25', '6.875', '7.0', '0.0']);
  });
});

describe('lineTax', () => {
  it('taxes at the state’s rate where the box goes, and nothing in a state without sales tax', () => {
    expect(lineTax(general(4500), US('IL'), MAY)).toMatchObject({ amountTax: 281, reason: 'standard_rated', rate: 6250, taxableAmount: 4500 });
    expect(lineTax(general(4500), US('CA'), MAY)).toMatchObject({ amountTax: 326, rate: 7250 });
    expect(lineTax(general(4500), US('OR'), MAY)).toMatchObject({ amountTax: 0, reason: 'not_subject_to_tax', rate: 0 });
  });

  it('collects nothing outside the US, nor on a nontaxable product', () => {
    expect(lineTax(general(4500), { country: 'CA', state: null }, MAY)).toMatchObject({ amountTax: 0, reason: 'not_collecting' });
    expect(lineTax({ ...general(4500), taxCode: TAX_CODES.nontaxable }, US('TX'), MAY)).toMatchObject({ amountTax: 0, reason: 'product_exempt' });
  });

  it('takes the tax out of an inclusive amount', () => {
    expect(lineTax({ ...general(1063), taxBehavior: 'inclusive' }, US('IL'), MAY)).toMatchObject({ amountTax: 63, taxableAmount: 1000 });
  });
});

describe('back-to-school holidays', () => {
  it('exempt each item under the cap, not the box: a $45 box of 20 items in Virginia (school supplies $20 or less per item)', () => {
    // The box as its products' lines: 19 small items and a $22.00 calculator, 20 items for $45.00.
    const box = [
      supplies(299), // crayons
      supplies(150, 4), // pencils, 4 × $0.375
      supplies(1200, 6), // notebooks, 6 × $2.00
      supplies(651, 8), // glue sticks
      supplies(2200, 1), // the calculator, over the cap
    ];
    const cents = box.reduce((sum, line) => sum + line.amount, 0);
    const items = box.reduce((sum, line) => sum + line.quantity, 0);
    expect([cents, items]).toEqual([4500, 20]);

    const taxes = box.map((line) => lineTax(line, US('VA'), VIRGINIA_HOLIDAY));
    expect(taxes.map((tax) => tax.reason)).toEqual([
      'product_exempt_holiday',
      'product_exempt_holiday',
      'product_exempt_holiday',
      'product_exempt_holiday',
      'standard_rated',
    ]);
    // Only the calculator is taxed: $22.00 at 5.3 % = $1.166 → $1.17.
    expect(taxes.reduce((sum, tax) => sum + tax.amountTax, 0)).toBe(117);
  });

  it('does not exempt a box sent as one line: $45 for one item is over the cap', () => {
    expect(lineTax(supplies(4500), US('VA'), VIRGINIA_HOLIDAY)).toMatchObject({ reason: 'standard_rated', amountTax: 239 });
    // The same $45 as 20 items of $2.25 each: every item is under the cap.
    expect(lineTax(supplies(4500, 20), US('VA'), VIRGINIA_HOLIDAY)).toMatchObject({ reason: 'product_exempt_holiday', amountTax: 0 });
  });

  it('exempts only the codes it names, only in its state, only on its days, never shipping', () => {
    expect(lineTax(general(500), US('VA'), VIRGINIA_HOLIDAY).reason).toBe('standard_rated');
    expect(lineTax(supplies(500), US('IL'), VIRGINIA_HOLIDAY).reason).toBe('standard_rated');
    expect(lineTax(supplies(500), US('VA'), MAY).reason).toBe('standard_rated');
    expect(lineTax(supplies(500), US('VA'), VIRGINIA_HOLIDAY, { shipping: true }).reason).toBe('standard_rated');
  });

  it('exempts an item priced at a cap of “$20 or less”, not one at Texas’s “less than $100”', () => {
    expect(lineTax(supplies(2000), US('VA'), VIRGINIA_HOLIDAY).reason).toBe('product_exempt_holiday');
    expect(lineTax(supplies(2001), US('VA'), VIRGINIA_HOLIDAY).reason).toBe('standard_rated');
  });

  it('reads the day in the state’s time zone and keeps Texas’s “less than $100”', () => {
    // 02:00 UTC on August 8 is still August 7 in Texas: the holiday has not begun.
    expect(holidayFor('TX', TAX_CODES.schoolSupplies, { amount: 500, quantity: 1 }, new Date('2025-08-08T02:00:00Z'))).toBeNull();
    const texasDay = new Date('2025-08-08T18:00:00Z');
    expect(holidayFor('TX', TAX_CODES.schoolSupplies, { amount: 9999, quantity: 1 }, texasDay)?.state).toBe('TX');
    expect(holidayFor('TX', TAX_CODES.schoolSupplies, { amount: 10_000, quantity: 1 }, texasDay)).toBeNull();
  });
});
