// Stripe Tax's calls under /v1/tax: calculations, transactions recorded from them and their
// reversals, read from Stripe's form parameters and answered in its wire shapes, so the
// product's unchanged Stripe SDK calls work against the stand-in.
import { ApiError, invalidParam, missingParam } from './api-error.js';
import { formInteger, formList, formMap, formString, required, type FormMap, type FormValue } from './form-params.js';
import { parseMetadata } from './session-params.js';
import { STATE_RATES, TAX_CODES } from './tax-table.js';
import { percentageDecimal, type LineTax, type TaxBehavior } from './tax-rules.js';
import type {
  Calculation,
  CalculationLine,
  CustomerDetails,
  NewCalculation,
  ReversalRequest,
  TaxAddress,
  TaxStore,
  Transaction,
  TransactionLine,
} from './tax.js';

/** Stripe takes a tax date up to 48 hours either side of now. */
const TAX_DATE_WINDOW_SECONDS = 48 * 60 * 60;
const TAX_CODE = /^txcd_\d{8}$/;
/** A calculation for an address with this ZIP code is answered as for an account without Stripe Tax (`stripe_tax_inactive`). */
export const TAX_NOT_SET_UP_ZIP = '00000';

// ------------------------------------------------------------------ parameters

export function parseCalculationParams(form: FormMap, nowSeconds: number): NewCalculation {
  const currency = required(formString(form, 'currency', 'currency'), 'currency').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidParam('currency', `Invalid currency: ${currency}`);
  const rawLines = formList(form, 'line_items', 'line_items');
  if (!rawLines?.length) throw missingParam('line_items');
  const lines = rawLines.map((raw, index) => parseLine(raw, `line_items[${index}]`));
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (seen.has(line.reference))
      throw invalidParam(`line_items[${index}][reference]`, `The reference '${line.reference}' is used by more than one line item.`);
    seen.add(line.reference);
  });
  const taxDate = formInteger(form, 'tax_date', 'tax_date') ?? nowSeconds;
  if (Math.abs(taxDate - nowSeconds) > TAX_DATE_WINDOW_SECONDS) {
    throw invalidParam('tax_date', 'tax_date must be within 48 hours of the current time.');
  }
  return { currency, customerDetails: parseCustomerDetails(form), lines, shipping: parseShipping(form), taxDate };
}

function parseLine(raw: FormValue, param: string): NewCalculation['lines'][number] {
  if (typeof raw === 'string' || Array.isArray(raw)) throw invalidParam(param, `Invalid hash: ${param} must be a hash`);
  const amount = required(formInteger(raw, 'amount', `${param}[amount]`, { min: 0 }), `${param}[amount]`);
  const quantity = formInteger(raw, 'quantity', `${param}[quantity]`, { min: 1 }) ?? 1;
  return {
    amount,
    quantity,
    // Stripe names an unnamed line by its place.
    reference: formString(raw, 'reference', `${param}[reference]`) ?? `L${param.replace(/\D/g, '')}`,
    taxCode: parseTaxCode(raw, `${param}[tax_code]`) ?? TAX_CODES.general,
    taxBehavior: parseTaxBehavior(raw, `${param}[tax_behavior]`) ?? 'exclusive',
    product: formString(raw, 'product', `${param}[product]`) ?? null,
    metadata: parseMetadata(raw, `${param}[metadata]`),
  };
}

function parseTaxCode(map: FormMap, param: string): string | undefined {
  const code = formString(map, 'tax_code', param);
  if (code !== undefined && !TAX_CODE.test(code)) throw invalidParam(param, `Invalid tax code: ${code}. A tax code is txcd_ and 8 digits.`);
  return code;
}

function parseTaxBehavior(map: FormMap, param: string): TaxBehavior | undefined {
  const behavior = formString(map, 'tax_behavior', param);
  if (behavior !== undefined && behavior !== 'exclusive' && behavior !== 'inclusive') {
    throw invalidParam(param, `Invalid tax_behavior: must be one of exclusive or inclusive`);
  }
  return behavior;
}

function parseShipping(form: FormMap): NewCalculation['shipping'] {
  const shipping = formMap(form, 'shipping_cost', 'shipping_cost');
  if (!shipping) return null;
  if (formString(shipping, 'shipping_rate', 'shipping_cost[shipping_rate]') !== undefined) {
    throw invalidParam('shipping_cost[shipping_rate]', 'The local payment provider has no saved Shipping Rates; send shipping_cost[amount] instead.');
  }
  return {
    amount: required(formInteger(shipping, 'amount', 'shipping_cost[amount]', { min: 0 }), 'shipping_cost[amount]'),
    taxCode: parseTaxCode(shipping, 'shipping_cost[tax_code]') ?? TAX_CODES.shipping,
    taxBehavior: parseTaxBehavior(shipping, 'shipping_cost[tax_behavior]') ?? 'exclusive',
  };
}

/** The address tax is figured at: in the US, a state of the table (Stripe would find it from the ZIP code too; the stand-in needs it). */
function parseCustomerDetails(form: FormMap): CustomerDetails {
  if (formString(form, 'customer', 'customer') !== undefined) {
    throw invalidParam('customer', 'The local payment provider has no saved Customers; send customer_details[address] instead.');
  }
  const details = formMap(form, 'customer_details', 'customer_details');
  const raw = details && formMap(details, 'address', 'customer_details[address]');
  if (!details || !raw) throw missingParam('customer_details[address]');
  const text = (key: string) => formString(raw, key, `customer_details[address][${key}]`) ?? null;
  const address: TaxAddress = {
    line1: text('line1'),
    line2: text('line2'),
    city: text('city'),
    state: text('state')?.toUpperCase() ?? null,
    postal_code: text('postal_code'),
    country: required(text('country') ?? undefined, 'customer_details[address][country]').toUpperCase(),
  };
  const source = required(formString(details, 'address_source', 'customer_details[address_source]'), 'customer_details[address_source]');
  if (source !== 'billing' && source !== 'shipping')
    throw invalidParam('customer_details[address_source]', 'Invalid address_source: must be one of billing or shipping');
  // Stripe refuses every calculation of an account that has not set up Stripe Tax; a test makes
  // its one request such an account's by its ZIP code, so parallel tests never see the switch.
  if (address.postal_code === TAX_NOT_SET_UP_ZIP) {
    throw new ApiError(
      400,
      'invalid_request_error',
      'Stripe Tax has not been activated on your account. Please visit https://stripe.com/docs/tax/set-up to get started.',
      {
        code: 'stripe_tax_inactive',
      },
    );
  }
  const locatable =
    address.country !== 'US' ||
    (address.state !== null && address.state in STATE_RATES && (address.postal_code === null || /^\d{5}(-\d{4})?$/.test(address.postal_code)));
  if (!locatable) {
    throw new ApiError(400, 'invalid_request_error', "We could not determine the customer's tax location based on the provided customer address.", {
      code: 'customer_tax_location_invalid',
      param: 'customer_details[address]',
    });
  }
  return { address, addressSource: source };
}

export function parseReversalParams(form: FormMap): ReversalRequest {
  const mode = required(formString(form, 'mode', 'mode'), 'mode');
  const common = {
    reference: required(formString(form, 'reference', 'reference'), 'reference'),
    originalTransaction: required(formString(form, 'original_transaction', 'original_transaction'), 'original_transaction'),
    metadata: parseMetadata(form, 'metadata'),
  };
  if (mode === 'full') return { ...common, mode };
  if (mode !== 'partial') throw invalidParam('mode', 'Invalid mode: must be one of full or partial');
  const amounts = (map: FormMap, param: string) => ({
    amount: required(formInteger(map, 'amount', `${param}[amount]`, { max: 0 }), `${param}[amount]`),
    amountTax: required(formInteger(map, 'amount_tax', `${param}[amount_tax]`, { max: 0 }), `${param}[amount_tax]`),
  });
  const lines = (formList(form, 'line_items', 'line_items') ?? []).map((raw, index) => {
    const param = `line_items[${index}]`;
    if (typeof raw === 'string' || Array.isArray(raw)) throw invalidParam(param, `Invalid hash: ${param} must be a hash`);
    return {
      ...amounts(raw, param),
      originalLineItem: required(formString(raw, 'original_line_item', `${param}[original_line_item]`), `${param}[original_line_item]`),
      reference: required(formString(raw, 'reference', `${param}[reference]`), `${param}[reference]`),
      quantity: formInteger(raw, 'quantity', `${param}[quantity]`, { min: 1 }) ?? null,
      metadata: parseMetadata(raw, `${param}[metadata]`),
    };
  });
  const shipping = formMap(form, 'shipping_cost', 'shipping_cost');
  const flatAmount = formInteger(form, 'flat_amount', 'flat_amount') ?? null;
  if (flatAmount !== null && (lines.length || shipping)) {
    throw invalidParam('flat_amount', 'flat_amount cannot be combined with line_items or shipping_cost.');
  }
  return { ...common, mode, lines, shipping: shipping ? amounts(shipping, 'shipping_cost') : null, flatAmount };
}

// ------------------------------------------------------------------ answers

const jurisdiction = (state: string | null) => ({
  country: 'US',
  display_name: (state && STATE_RATES[state]?.name) ?? 'United States',
  level: 'state' as const,
  state,
});

/** A line's (or the shipping's) `tax_breakdown`: one entry, its state's sales tax. */
function lineBreakdown(tax: LineTax, taxableAmount: number, state: string | null) {
  return [
    {
      amount: tax.amountTax,
      jurisdiction: jurisdiction(state),
      sourcing: 'destination' as const,
      tax_rate_details: tax.rate ? { display_name: 'Sales Tax', percentage_decimal: percentageDecimal(tax.rate), tax_type: 'sales_tax' as const } : null,
      taxability_reason: tax.reason,
      taxable_amount: taxableAmount,
    },
  ];
}

function customerDetailsObject(details: CustomerDetails) {
  return { address: { ...details.address }, address_source: details.addressSource, ip_address: null, tax_ids: [], taxability_override: 'none' as const };
}

export function calculationLineObject(line: CalculationLine, calculation: Calculation, options: { breakdown: boolean }) {
  return {
    id: line.id,
    object: 'tax.calculation_line_item' as const,
    amount: line.amount,
    amount_tax: line.tax.amountTax,
    livemode: false,
    metadata: { ...line.metadata },
    performance_location: null,
    product: line.product,
    quantity: line.quantity,
    reference: line.reference,
    tax_behavior: line.taxBehavior,
    ...(options.breakdown ? { tax_breakdown: lineBreakdown(line.tax, line.tax.taxableAmount, calculation.customerDetails.address.state) } : {}),
    tax_code: line.taxCode,
  };
}

/** A page of a list, as Stripe pages: `limit` (10 by default, at most 100) after `starting_after`. */
export function listPage<T extends { id: string }, R>(items: readonly T[], params: FormMap, url: string, render: (item: T) => R) {
  const limit = formInteger(params, 'limit', 'limit', { min: 1, max: 100 }) ?? 10;
  const after = formString(params, 'starting_after', 'starting_after');
  const start = after === undefined ? 0 : items.findIndex((item) => item.id === after) + 1;
  if (after !== undefined && start === 0) throw invalidParam('starting_after', `No such object: '${after}'`);
  const page = items.slice(start, start + limit);
  return { object: 'list' as const, data: page.map(render), has_more: start + limit < items.length, url };
}

export function calculationLineList(calculation: Calculation, params: FormMap) {
  const expand = (formList(params, 'expand', 'expand') ?? []).map(String);
  const breakdown = expand.includes('data.tax_breakdown');
  return listPage(calculation.lines, params, `/v1/tax/calculations/${calculation.id}/line_items`, (line) =>
    calculationLineObject(line, calculation, { breakdown }),
  );
}

/** The calculation; `line_items` only when expanded (`expand[]=line_items`, and their breakdowns with `line_items.data.tax_breakdown`), as on Stripe. */
export function calculationObject(calculation: Calculation, expand: readonly string[]) {
  const { lines, shipping } = calculation;
  const state = calculation.customerDetails.address.state;
  const taxes = [
    ...lines.map((line) => ({ tax: line.tax, behavior: line.taxBehavior })),
    ...(shipping ? [{ tax: shipping.tax, behavior: shipping.taxBehavior }] : []),
  ];
  const exclusive = taxes.filter((t) => t.behavior === 'exclusive').reduce((sum, t) => sum + t.tax.amountTax, 0);
  const inclusive = taxes.filter((t) => t.behavior === 'inclusive').reduce((sum, t) => sum + t.tax.amountTax, 0);
  const amounts = lines.reduce((sum, line) => sum + line.amount, 0) + (shipping?.amount ?? 0);
  const breakdown = new Map<string, { amount: number; inclusive: boolean; taxable: number; tax: LineTax }>();
  for (const { tax, behavior } of taxes) {
    const key = `${tax.reason} ${tax.rate} ${behavior}`;
    const entry = breakdown.get(key) ?? { amount: 0, inclusive: behavior === 'inclusive', taxable: 0, tax };
    breakdown.set(key, { ...entry, amount: entry.amount + tax.amountTax, taxable: entry.taxable + tax.taxableAmount });
  }
  const breakdowns = expand.includes('line_items.data.tax_breakdown');
  return {
    id: calculation.id,
    object: 'tax.calculation' as const,
    amount_total: amounts + exclusive,
    currency: calculation.currency,
    customer: null,
    customer_details: customerDetailsObject(calculation.customerDetails),
    expires_at: calculation.expiresAt,
    ...(expand.includes('line_items') || breakdowns
      ? {
          line_items: {
            object: 'list' as const,
            data: lines.map((line) => calculationLineObject(line, calculation, { breakdown: breakdowns })),
            has_more: false,
            url: `/v1/tax/calculations/${calculation.id}/line_items`,
          },
        }
      : {}),
    livemode: false,
    ship_from_details: null,
    shipping_cost: shipping
      ? {
          amount: shipping.amount,
          amount_tax: shipping.tax.amountTax,
          tax_behavior: shipping.taxBehavior,
          tax_breakdown: lineBreakdown(shipping.tax, shipping.tax.taxableAmount, state),
          tax_code: shipping.taxCode,
        }
      : null,
    tax_amount_exclusive: exclusive,
    tax_amount_inclusive: inclusive,
    tax_breakdown: [...breakdown.values()].map((entry) => ({
      amount: entry.amount,
      inclusive: entry.inclusive,
      tax_rate_details: {
        country: calculation.customerDetails.address.country,
        flat_amount: null,
        percentage_decimal: percentageDecimal(entry.tax.rate),
        rate_type: 'percentage' as const,
        state,
        tax_type: 'sales_tax' as const,
      },
      taxability_reason: entry.tax.reason,
      taxable_amount: entry.taxable,
    })),
    tax_date: calculation.taxDate,
  };
}

export function transactionLineObject(line: TransactionLine, transaction: Transaction) {
  return {
    id: line.id,
    object: 'tax.transaction_line_item' as const,
    amount: line.amount,
    amount_tax: line.amountTax,
    livemode: false,
    metadata: { ...line.metadata },
    product: line.product,
    quantity: line.quantity,
    reference: line.reference,
    reversal: line.reverses ? { original_line_item: line.reverses } : null,
    tax_behavior: line.taxBehavior,
    tax_code: line.taxCode,
    type: transaction.type,
  };
}

export function transactionObject(transaction: Transaction, expand: readonly string[]) {
  return {
    id: transaction.id,
    object: 'tax.transaction' as const,
    created: transaction.created,
    currency: transaction.currency,
    customer: null,
    customer_details: customerDetailsObject(transaction.customerDetails),
    ...(expand.includes('line_items')
      ? {
          line_items: {
            object: 'list' as const,
            data: transaction.lines.map((line) => transactionLineObject(line, transaction)),
            has_more: false,
            url: `/v1/tax/transactions/${transaction.id}/line_items`,
          },
        }
      : {}),
    livemode: false,
    metadata: { ...transaction.metadata },
    posted_at: transaction.postedAt,
    reference: transaction.reference,
    reversal: transaction.originalTransaction ? { original_transaction: transaction.originalTransaction } : null,
    ship_from_details: null,
    shipping_cost: transaction.shipping
      ? {
          amount: transaction.shipping.amount,
          amount_tax: transaction.shipping.amountTax,
          tax_behavior: transaction.shipping.taxBehavior,
          tax_code: transaction.shipping.taxCode,
        }
      : null,
    tax_date: transaction.taxDate,
    type: transaction.type,
  };
}

export function findCalculation(tax: TaxStore, id: string) {
  const calculation = tax.calculation(id);
  if (!calculation) throw new ApiError(404, 'invalid_request_error', `No such tax calculation: '${id}'`, { code: 'resource_missing', param: 'calculation' });
  return calculation;
}

export function findTransaction(tax: TaxStore, id: string) {
  const transaction = tax.transaction(id);
  if (!transaction) throw new ApiError(404, 'invalid_request_error', `No such tax transaction: '${id}'`, { code: 'resource_missing', param: 'transaction' });
  return transaction;
}
