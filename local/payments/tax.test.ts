import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { TAX_NOT_SET_UP_ZIP } from './tax-api.js';
import { TAX_CODES } from './tax-table.js';
import { cleanUp, setup } from './testing.js';

// Stripe Tax's calls through the real Stripe SDK: calculations, the transactions recorded from
// them, and their reversals.

afterEach(cleanUp);

const illinois = { line1: '742 Evergreen Terrace', city: 'Springfield', state: 'IL', postal_code: '62704', country: 'US' };
const oregon = { line1: '1 Main St', city: 'Portland', state: 'OR', postal_code: '97201', country: 'US' };

function calculationParams(overrides: Partial<Stripe.Tax.CalculationCreateParams> = {}): Stripe.Tax.CalculationCreateParams {
  return {
    currency: 'usd',
    line_items: [
      { amount: 299, quantity: 1, reference: 'order-1:prod-crayons', tax_code: TAX_CODES.general },
      { amount: 450, quantity: 3, reference: 'order-1:prod-glue', tax_code: TAX_CODES.general },
      { amount: 1999, quantity: 1, reference: 'order-1:prod-backpack', tax_code: TAX_CODES.nontaxable },
    ],
    shipping_cost: { amount: 900 },
    customer_details: { address: illinois, address_source: 'shipping' },
    ...overrides,
  };
}

describe('tax calculations', () => {
  it('taxes each line at the state’s rate, rounded per line, with shipping as a line of its own', async () => {
    const { stripe } = await setup();
    const calculation = await stripe.tax.calculations.create(calculationParams());

    // Illinois 6.25 %: $2.99 → 18.6875 → 19 cents; $4.50 → 28.125 → 28; the nontaxable backpack 0; shipping $9.00 → 56.25 → 56.
    expect(calculation).toMatchObject({
      object: 'tax.calculation',
      currency: 'usd',
      tax_amount_exclusive: 19 + 28 + 56,
      tax_amount_inclusive: 0,
      amount_total: 299 + 450 + 1999 + 900 + 103,
      customer_details: { address: illinois, address_source: 'shipping', taxability_override: 'none' },
      shipping_cost: { amount: 900, amount_tax: 56, tax_code: TAX_CODES.shipping, tax_behavior: 'exclusive' },
      livemode: false,
    });
    expect(calculation.id).toMatch(/^taxcalc_/);
    // Kept 90 days, for the transaction to be recorded from it.
    expect((calculation.expires_at ?? 0) - calculation.tax_date).toBe(90 * 24 * 60 * 60);
    expect(calculation.tax_breakdown).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          amount: 103,
          taxability_reason: 'standard_rated',
          taxable_amount: 299 + 450 + 900,
          tax_rate_details: expect.objectContaining({ state: 'IL', percentage_decimal: '6.25' }),
        }),
        expect.objectContaining({ amount: 0, taxability_reason: 'product_exempt', taxable_amount: 1999 }),
      ]),
    );
    // Line items are Stripe's includable field: not in the answer unless asked for.
    expect(calculation.line_items).toBeUndefined();

    const lines = await stripe.tax.calculations.listLineItems(calculation.id ?? '');
    expect(lines.data.map((line) => [line.reference, line.amount, line.quantity, line.amount_tax, line.tax_code])).toEqual([
      ['order-1:prod-crayons', 299, 1, 19, TAX_CODES.general],
      ['order-1:prod-glue', 450, 3, 28, TAX_CODES.general],
      ['order-1:prod-backpack', 1999, 1, 0, TAX_CODES.nontaxable],
    ]);
    const expanded = await stripe.tax.calculations.retrieve(calculation.id ?? '', { expand: ['line_items.data.tax_breakdown'] });
    expect(expanded.line_items?.data[0]?.tax_breakdown?.[0]).toMatchObject({
      amount: 19,
      jurisdiction: { country: 'US', level: 'state', state: 'IL', display_name: 'Illinois' },
      sourcing: 'destination',
      tax_rate_details: { percentage_decimal: '6.25', tax_type: 'sales_tax' },
      taxability_reason: 'standard_rated',
    });
  });

  it('answers the lines in the create call itself when they are expanded, as the API’s quote asks them', async () => {
    const { stripe } = await setup();
    const calculation = await stripe.tax.calculations.create({ ...calculationParams(), expand: ['line_items'] });
    expect(calculation.line_items).toMatchObject({ object: 'list', has_more: false, url: `/v1/tax/calculations/${calculation.id}/line_items` });
    expect(calculation.line_items?.data.map((line) => [line.reference, line.amount_tax])).toEqual([
      ['order-1:prod-crayons', 19],
      ['order-1:prod-glue', 28],
      ['order-1:prod-backpack', 0],
    ]);
  });

  it('charges nothing in a state without sales tax', async () => {
    const { stripe } = await setup();
    const calculation = await stripe.tax.calculations.create(calculationParams({ customer_details: { address: oregon, address_source: 'shipping' } }));
    expect([calculation.tax_amount_exclusive, calculation.amount_total, calculation.shipping_cost?.amount_tax]).toEqual([0, 299 + 450 + 1999 + 900, 0]);
    expect(calculation.tax_breakdown.map((entry) => entry.taxability_reason)).toEqual(['not_subject_to_tax']);
  });

  it('applies a back-to-school holiday per item, on its day in the state', async () => {
    // Friday, August 1, 2025, noon in Virginia: its holiday exempts school supplies of $20 or less an item.
    const { stripe } = await setup({ now: () => Date.parse('2025-08-01T16:00:00Z') });
    const virginia = { line1: '1 Broad St', city: 'Richmond', state: 'VA', postal_code: '23219', country: 'US' };
    const calculation = await stripe.tax.calculations.create({
      currency: 'usd',
      line_items: [
        { amount: 2350, quantity: 19, reference: 'small-items', tax_code: TAX_CODES.schoolSupplies },
        { amount: 2200, quantity: 1, reference: 'calculator', tax_code: TAX_CODES.schoolSupplies },
      ],
      customer_details: { address: virginia, address_source: 'shipping' },
    });
    const lines = await stripe.tax.calculations.listLineItems(calculation.id ?? '', { expand: ['data.tax_breakdown'] });
    expect(lines.data.map((line) => [line.reference, line.amount_tax, line.tax_breakdown?.[0]?.taxability_reason])).toEqual([
      ['small-items', 0, 'product_exempt_holiday'],
      // 5.3 % of $22.00 = $1.166.
      ['calculator', 117, 'standard_rated'],
    ]);
  });

  it('takes the tax out of an inclusive amount', async () => {
    const { stripe } = await setup();
    const calculation = await stripe.tax.calculations.create(
      calculationParams({ line_items: [{ amount: 1063, reference: 'a', tax_behavior: 'inclusive' }], shipping_cost: undefined }),
    );
    expect([calculation.tax_amount_inclusive, calculation.tax_amount_exclusive, calculation.amount_total]).toEqual([63, 0, 1063]);
  });

  it.each([
    ['no address', { customer_details: undefined }, 'customer_details[address]'],
    [
      'a US address without a state',
      { customer_details: { address: { country: 'US', postal_code: '62704' }, address_source: 'shipping' as const } },
      'customer_details[address]',
    ],
    [
      'a ZIP code that is none',
      { customer_details: { address: { ...illinois, postal_code: 'ABCDE' }, address_source: 'shipping' as const } },
      'customer_details[address]',
    ],
    ['no address source', { customer_details: { address: illinois } }, 'customer_details[address_source]'],
    ['a malformed tax code', { line_items: [{ amount: 100, reference: 'a', tax_code: 'txcd_123' }] }, 'line_items[0][tax_code]'],
    ['a negative amount', { line_items: [{ amount: -1, reference: 'a' }] }, 'line_items[0][amount]'],
    [
      'two lines with one reference',
      {
        line_items: [
          { amount: 1, reference: 'a' },
          { amount: 2, reference: 'a' },
        ],
      },
      'line_items[1][reference]',
    ],
    ['a tax date a week ago', { tax_date: Math.floor(Date.now() / 1000) - 7 * 24 * 60 * 60 }, 'tax_date'],
  ])('refuses %s, naming the parameter', async (_case, overrides, param) => {
    const { stripe } = await setup();
    await expect(stripe.tax.calculations.create(calculationParams(overrides))).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param,
    });
  });

  it('answers an address at the ZIP code of an account without Stripe Tax as Stripe does when Stripe Tax is not set up', async () => {
    const { stripe } = await setup();
    const customer_details = { address: { ...illinois, postal_code: TAX_NOT_SET_UP_ZIP }, address_source: 'shipping' as const };
    await expect(stripe.tax.calculations.create(calculationParams({ customer_details }))).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'stripe_tax_inactive',
      message: expect.stringContaining('Stripe Tax has not been activated on your account'),
    });
    // The same request at another ZIP code is calculated: the switch is the request's, not the provider's.
    await expect(stripe.tax.calculations.create(calculationParams())).resolves.toMatchObject({ object: 'tax.calculation' });
  });

  it('answers an unknown calculation with resource_missing', async () => {
    const { stripe } = await setup();
    await expect(stripe.tax.calculations.retrieve('taxcalc_unknown')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});

describe('tax transactions', () => {
  async function recorded(context: Awaited<ReturnType<typeof setup>>, reference = 'checkout-1') {
    const calculation = await context.stripe.tax.calculations.create(calculationParams());
    const transaction = await context.stripe.tax.transactions.createFromCalculation({
      calculation: calculation.id ?? '',
      reference,
      metadata: { checkoutId: 'checkout-1' },
    });
    return { calculation, transaction };
  }

  it('records a calculation once per reference: the same reference answers the same transaction', async () => {
    const context = await setup();
    const { calculation, transaction } = await recorded(context);
    expect(transaction).toMatchObject({
      object: 'tax.transaction',
      type: 'transaction',
      reference: 'checkout-1',
      reversal: null,
      metadata: { checkoutId: 'checkout-1' },
      shipping_cost: { amount: 900, amount_tax: 56 },
      tax_date: calculation.tax_date,
    });
    expect(transaction.id).toMatch(/^tax_/);
    const again = await context.stripe.tax.transactions.createFromCalculation({ calculation: calculation.id ?? '', reference: 'checkout-1' });
    expect(again.id).toBe(transaction.id);
    // The reference is the sale's: another calculation under it is refused, and so is a second reference for one calculation.
    const other = await context.stripe.tax.calculations.create(calculationParams());
    await expect(context.stripe.tax.transactions.createFromCalculation({ calculation: other.id ?? '', reference: 'checkout-1' })).rejects.toMatchObject({
      param: 'reference',
    });
    await expect(context.stripe.tax.transactions.createFromCalculation({ calculation: calculation.id ?? '', reference: 'checkout-2' })).rejects.toMatchObject({
      param: 'calculation',
    });

    const lines = await context.stripe.tax.transactions.listLineItems(transaction.id);
    expect(lines.data.map((line) => [line.reference, line.amount, line.amount_tax, line.type])).toEqual([
      ['order-1:prod-crayons', 299, 19, 'transaction'],
      ['order-1:prod-glue', 450, 28, 'transaction'],
      ['order-1:prod-backpack', 1999, 0, 'transaction'],
    ]);
    expect((await context.stripe.tax.transactions.retrieve(transaction.id)).reference).toBe('checkout-1');
  });

  it('needs a reference and a calculation it knows', async () => {
    const { stripe } = await setup();
    await expect(stripe.tax.transactions.createFromCalculation({ calculation: 'taxcalc_unknown', reference: 'x' })).rejects.toMatchObject({ statusCode: 404 });
    const calculation = await stripe.tax.calculations.create(calculationParams());
    await expect(
      stripe.tax.transactions.createFromCalculation({ calculation: calculation.id ?? '' } as Stripe.Tax.TransactionCreateFromCalculationParams),
    ).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'reference',
    });
  });

  it('reverses a box’s lines and the shipping in part, then the rest in full, and never more than was recorded', async () => {
    const context = await setup();
    const { transaction } = await recorded(context);
    const [crayons, glue] = (await context.stripe.tax.transactions.listLineItems(transaction.id)).data;

    const partial = await context.stripe.tax.transactions.createReversal({
      mode: 'partial',
      original_transaction: transaction.id,
      reference: 'checkout-1-refund-order-1',
      line_items: [{ original_line_item: crayons!.id, reference: 'crayons', amount: -299, amount_tax: -19 }],
      shipping_cost: { amount: -900, amount_tax: -56 },
      expand: ['line_items'],
    });
    expect(partial).toMatchObject({ type: 'reversal', reversal: { original_transaction: transaction.id }, shipping_cost: { amount: -900, amount_tax: -56 } });
    expect(partial.line_items?.data.map((line) => [line.amount, line.amount_tax, line.reversal?.original_line_item])).toEqual([[-299, -19, crayons!.id]]);

    await expect(
      context.stripe.tax.transactions.createReversal({
        mode: 'partial',
        original_transaction: transaction.id,
        reference: 'too-much',
        line_items: [{ original_line_item: glue!.id, reference: 'glue', amount: -451, amount_tax: -28 }],
      }),
    ).rejects.toMatchObject({ param: 'line_items[0][amount]' });
    await expect(
      context.stripe.tax.transactions.createReversal({
        mode: 'partial',
        original_transaction: transaction.id,
        reference: 'shipping-again',
        shipping_cost: { amount: -1, amount_tax: 0 },
      }),
    ).rejects.toMatchObject({ param: 'shipping_cost[amount]' });

    const rest = await context.stripe.tax.transactions.createReversal({
      mode: 'full',
      original_transaction: transaction.id,
      reference: 'checkout-1-refund-rest',
      expand: ['line_items'],
    });
    expect(rest.line_items?.data.map((line) => [line.reference, line.amount, line.amount_tax])).toEqual([
      ['order-1:prod-glue', -450, -28],
      ['order-1:prod-backpack', -1999, 0],
    ]);
    expect(rest.shipping_cost).toMatchObject({ amount: 0, amount_tax: 0 });
    // A repeated reversal answers the one made; another reference finds nothing left.
    expect(
      (await context.stripe.tax.transactions.createReversal({ mode: 'full', original_transaction: transaction.id, reference: 'checkout-1-refund-rest' })).id,
    ).toBe(rest.id);
    await expect(
      context.stripe.tax.transactions.createReversal({ mode: 'full', original_transaction: transaction.id, reference: 'once-more' }),
    ).rejects.toMatchObject({
      param: 'original_transaction',
    });
  });

  it('spreads a flat amount over what is left, its parts adding up to it', async () => {
    const context = await setup();
    const { transaction } = await recorded(context);
    const reversal = await context.stripe.tax.transactions.createReversal({
      mode: 'partial',
      original_transaction: transaction.id,
      reference: 'goodwill',
      flat_amount: -1000,
      expand: ['line_items'],
    });
    const lines = reversal.line_items?.data ?? [];
    const total =
      lines.reduce((sum, line) => sum + line.amount + line.amount_tax, 0) +
      (reversal.shipping_cost ? reversal.shipping_cost.amount + reversal.shipping_cost.amount_tax : 0);
    expect(total).toBe(-1000);
    expect(lines.every((line) => line.amount <= 0 && line.amount_tax <= 0)).toBe(true);
  });
});
