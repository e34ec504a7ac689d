// Stripe Tax's state: calculations (what a checkout would owe, kept 90 days as on Stripe),
// the transactions recorded from them once paid, and their reversals when money goes back.
// In memory, like the sessions.
import { ApiError, invalidParam } from './api-error.js';
import { newId } from './ids.js';
import { lineTax, type LineTax, type TaxBehavior, type TaxPlace } from './tax-rules.js';

const CALCULATION_LIFETIME_SECONDS = 90 * 24 * 60 * 60;

export interface TaxAddress {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string;
}

export interface CustomerDetails {
  address: TaxAddress;
  addressSource: 'billing' | 'shipping';
}

export interface NewCalculationLine {
  amount: number;
  quantity: number;
  reference: string;
  taxCode: string;
  taxBehavior: TaxBehavior;
  product: string | null;
  metadata: Readonly<Record<string, string>>;
}

export interface CalculationLine extends NewCalculationLine {
  id: string;
  tax: LineTax;
}

export interface ShippingCost {
  amount: number;
  taxCode: string;
  taxBehavior: TaxBehavior;
  tax: LineTax;
}

export interface NewCalculation {
  currency: string;
  customerDetails: CustomerDetails;
  lines: readonly NewCalculationLine[];
  shipping: Omit<ShippingCost, 'tax'> | null;
  /** Unix seconds: the day whose rates and holidays apply. */
  taxDate: number;
}

export interface Calculation extends Omit<NewCalculation, 'lines' | 'shipping'> {
  id: string;
  /** Unix seconds. */
  created: number;
  expiresAt: number;
  lines: readonly CalculationLine[];
  shipping: ShippingCost | null;
}

export interface TransactionLine {
  id: string;
  reference: string;
  /** Cents; negative on a reversal. */
  amount: number;
  amountTax: number;
  quantity: number;
  taxCode: string;
  taxBehavior: TaxBehavior;
  product: string | null;
  metadata: Readonly<Record<string, string>>;
  /** The line of the original transaction a reversal's line reverses. */
  reverses: string | null;
}

export interface Transaction {
  id: string;
  type: 'transaction' | 'reversal';
  reference: string;
  currency: string;
  created: number;
  postedAt: number;
  taxDate: number;
  customerDetails: CustomerDetails;
  metadata: Readonly<Record<string, string>>;
  lines: readonly TransactionLine[];
  shipping: { amount: number; amountTax: number; taxCode: string; taxBehavior: TaxBehavior } | null;
  /** What it was recorded from: a calculation, or (a reversal) the original transaction. */
  calculationId: string | null;
  originalTransaction: string | null;
}

/** A reversal's request: `full`, or `partial` with the (negative) amounts of the lines and shipping it reverses, or a flat amount. */
export type ReversalRequest = { reference: string; originalTransaction: string; metadata: Readonly<Record<string, string>> } & (
  | { mode: 'full' }
  | {
      mode: 'partial';
      lines: readonly {
        originalLineItem: string;
        reference: string;
        amount: number;
        amountTax: number;
        quantity: number | null;
        metadata: Readonly<Record<string, string>>;
      }[];
      shipping: { amount: number; amountTax: number } | null;
      flatAmount: number | null;
    }
);

export interface TaxStore {
  calculate(input: NewCalculation): Calculation;
  calculation(id: string): Calculation | undefined;
  /** Records a calculation as a transaction; the same reference and calculation again answer the same transaction. */
  record(input: { calculationId: string; reference: string; metadata: Readonly<Record<string, string>>; postedAt: number | null }): Transaction;
  reverse(request: ReversalRequest): Transaction;
  transaction(id: string): Transaction | undefined;
}

/** What is left to reverse of a transaction: each line by its id, and the shipping. */
interface Remaining {
  lines: Map<string, { amount: number; amountTax: number; line: TransactionLine }>;
  shipping: { amount: number; amountTax: number } | null;
}

const placeOf = (details: CustomerDetails): TaxPlace => ({ country: details.address.country, state: details.address.state });

export function createTaxStore(options: { now: () => number }): TaxStore {
  const calculations = new Map<string, Calculation>();
  const transactions = new Map<string, Transaction>();
  const byReference = new Map<string, Transaction>();
  const nowSeconds = (): number => Math.floor(options.now() / 1000);

  function findTransaction(id: string, param: string): Transaction {
    const transaction = transactions.get(id);
    if (!transaction) throw new ApiError(404, 'invalid_request_error', `No such tax transaction: '${id}'`, { code: 'resource_missing', param });
    return transaction;
  }

  function ensureNewReference(reference: string): void {
    if (byReference.has(reference)) {
      throw new ApiError(400, 'invalid_request_error', `A transaction with the reference '${reference}' already exists.`, {
        code: 'tax_transaction_reference_already_exists',
        param: 'reference',
      });
    }
  }

  function store(transaction: Transaction): Transaction {
    transactions.set(transaction.id, transaction);
    byReference.set(transaction.reference, transaction);
    return transaction;
  }

  /** What is left of each line and of the shipping of `original` once its reversals are taken off. */
  function remaining(original: Transaction): Remaining {
    const reversals = [...transactions.values()].filter((t) => t.originalTransaction === original.id);
    const lines = new Map(original.lines.map((line) => [line.id, { amount: line.amount, amountTax: line.amountTax, line }]));
    let shipping = original.shipping ? { amount: original.shipping.amount, amountTax: original.shipping.amountTax } : null;
    for (const reversal of reversals) {
      for (const line of reversal.lines) {
        const left = lines.get(line.reverses ?? '');
        if (left) lines.set(left.line.id, { ...left, amount: left.amount + line.amount, amountTax: left.amountTax + line.amountTax });
      }
      if (shipping && reversal.shipping)
        shipping = { amount: shipping.amount + reversal.shipping.amount, amountTax: shipping.amountTax + reversal.shipping.amountTax };
    }
    return { lines, shipping };
  }

  function reversal(
    original: Transaction,
    request: ReversalRequest,
    lines: TransactionLine[],
    shipping: { amount: number; amountTax: number } | null,
  ): Transaction {
    return store({
      id: newId('tax_'),
      type: 'reversal',
      reference: request.reference,
      currency: original.currency,
      created: nowSeconds(),
      postedAt: nowSeconds(),
      taxDate: original.taxDate,
      customerDetails: original.customerDetails,
      metadata: { ...request.metadata },
      lines,
      shipping: shipping && original.shipping ? { ...original.shipping, ...shipping } : null,
      calculationId: null,
      originalTransaction: original.id,
    });
  }

  return {
    calculate(input) {
      const place = placeOf(input.customerDetails);
      const date = new Date(input.taxDate * 1000);
      const created = nowSeconds();
      const calculation: Calculation = {
        ...input,
        id: newId('taxcalc_'),
        created,
        expiresAt: created + CALCULATION_LIFETIME_SECONDS,
        lines: input.lines.map((line) => ({ ...line, id: newId('tax_li_'), tax: lineTax(line, place, date) })),
        shipping: input.shipping ? { ...input.shipping, tax: lineTax({ ...input.shipping, quantity: 1 }, place, date, { shipping: true }) } : null,
      };
      calculations.set(calculation.id, calculation);
      return calculation;
    },
    calculation(id) {
      const calculation = calculations.get(id);
      return calculation && calculation.expiresAt > nowSeconds() ? calculation : undefined;
    },
    record(input) {
      const calculation = this.calculation(input.calculationId);
      if (!calculation) {
        throw new ApiError(404, 'invalid_request_error', `No such tax calculation: '${input.calculationId}'`, {
          code: 'resource_missing',
          param: 'calculation',
        });
      }
      const existing = byReference.get(input.reference);
      if (existing?.calculationId === calculation.id) return existing;
      ensureNewReference(input.reference);
      const used = [...transactions.values()].find((t) => t.calculationId === calculation.id);
      if (used) {
        throw invalidParam('calculation', `The tax calculation ${calculation.id} was already recorded as the transaction ${used.id}.`);
      }
      return store({
        id: newId('tax_'),
        type: 'transaction',
        reference: input.reference,
        currency: calculation.currency,
        created: nowSeconds(),
        postedAt: input.postedAt ?? nowSeconds(),
        taxDate: calculation.taxDate,
        customerDetails: calculation.customerDetails,
        metadata: { ...input.metadata },
        lines: calculation.lines.map((line) => ({
          id: newId('tax_li_'),
          reference: line.reference,
          amount: line.amount,
          amountTax: line.tax.amountTax,
          quantity: line.quantity,
          taxCode: line.taxCode,
          taxBehavior: line.taxBehavior,
          product: line.product,
          metadata: line.metadata,
          reverses: null,
        })),
        shipping: calculation.shipping
          ? {
              amount: calculation.shipping.amount,
              amountTax: calculation.shipping.tax.amountTax,
              taxCode: calculation.shipping.taxCode,
              taxBehavior: calculation.shipping.taxBehavior,
            }
          : null,
        calculationId: calculation.id,
        originalTransaction: null,
      });
    },
    reverse(request) {
      const original = findTransaction(request.originalTransaction, 'original_transaction');
      if (original.type !== 'transaction')
        throw invalidParam('original_transaction', `The transaction ${original.id} is a reversal; reverse the original transaction instead.`);
      const existing = byReference.get(request.reference);
      if (existing?.originalTransaction === original.id) return existing;
      ensureNewReference(request.reference);
      const left = remaining(original);
      const reversedLine = (line: TransactionLine, amount: number, amountTax: number, extra: Partial<TransactionLine> = {}): TransactionLine => ({
        ...line,
        id: newId('tax_li_'),
        amount,
        amountTax,
        metadata: {},
        reverses: line.id,
        ...extra,
      });

      if (request.mode === 'full') {
        const nothingLeft = [...left.lines.values()].every((l) => l.amount === 0 && l.amountTax === 0) && (left.shipping?.amount ?? 0) === 0;
        if (nothingLeft) throw invalidParam('original_transaction', `The transaction ${original.id} has already been fully reversed.`);
        const lines = [...left.lines.values()]
          .filter((l) => l.amount !== 0 || l.amountTax !== 0)
          .map((l) => reversedLine(l.line, -l.amount, -l.amountTax, { reference: l.line.reference }));
        return reversal(original, request, lines, left.shipping ? { amount: -left.shipping.amount, amountTax: -left.shipping.amountTax } : null);
      }

      if (request.flatAmount !== null) return reversal(original, request, ...flatReversal(original, left, request.flatAmount, reversedLine));
      if (!request.lines.length && !request.shipping) {
        throw invalidParam('mode', 'A partial reversal needs line_items, shipping_cost or flat_amount.');
      }
      const lines = request.lines.map((asked, index) => {
        const param = `line_items[${index}]`;
        const line = left.lines.get(asked.originalLineItem);
        if (!line) throw invalidParam(`${param}[original_line_item]`, `No line item ${asked.originalLineItem} on the transaction ${original.id}.`);
        checkWithin(asked.amount, line.amount, `${param}[amount]`);
        checkWithin(asked.amountTax, line.amountTax, `${param}[amount_tax]`);
        return reversedLine(line.line, asked.amount, asked.amountTax, {
          reference: asked.reference,
          quantity: asked.quantity ?? line.line.quantity,
          metadata: asked.metadata,
        });
      });
      if (request.shipping) {
        if (!left.shipping) throw invalidParam('shipping_cost', `The transaction ${original.id} has no shipping cost to reverse.`);
        checkWithin(request.shipping.amount, left.shipping.amount, 'shipping_cost[amount]');
        checkWithin(request.shipping.amountTax, left.shipping.amountTax, 'shipping_cost[amount_tax]');
      }
      return reversal(original, request, lines, request.shipping);
    },
    transaction: (id) => transactions.get(id),
  };
}

/** A reversal's amount is negative and at most what is left to reverse. */
function checkWithin(amount: number, left: number, param: string): void {
  if (amount > 0) throw invalidParam(param, `${param} must be negative or zero: a reversal gives money back.`);
  if (-amount > left) throw invalidParam(param, `${param} (${amount}) reverses more than is left on the original line (${left}).`);
}

/**
 * A flat amount (negative, tax included) spread over what is left of the lines and the shipping,
 * in proportion, each part split into its amount and tax at the original's ratio; the last part
 * takes what rounding left over, so the parts add up to the flat amount exactly.
 */
function flatReversal(
  original: Transaction,
  left: Remaining,
  flatAmount: number,
  reversedLine: (line: TransactionLine, amount: number, amountTax: number) => TransactionLine,
): [TransactionLine[], { amount: number; amountTax: number } | null] {
  const parts = [...left.lines.values()].map((l) => ({ ...l, total: l.amount + l.amountTax }));
  const shippingTotal = left.shipping ? left.shipping.amount + left.shipping.amountTax : 0;
  const totalLeft = parts.reduce((sum, p) => sum + p.total, 0) + shippingTotal;
  if (flatAmount >= 0) throw invalidParam('flat_amount', 'flat_amount must be negative: a reversal gives money back.');
  if (-flatAmount > totalLeft)
    throw invalidParam('flat_amount', `flat_amount (${flatAmount}) reverses more than is left on the transaction ${original.id} (${totalLeft}).`);
  const split = (total: number, share: { amount: number; amountTax: number }) => {
    const whole = share.amount + share.amountTax;
    const tax = whole === 0 ? 0 : Math.round((total * share.amountTax) / whole);
    return { amount: total - tax, amountTax: tax };
  };
  let given = 0;
  const lines = parts
    .filter((p) => p.total > 0)
    .map((p) => {
      const total = -Math.floor((-flatAmount * p.total) / totalLeft);
      given += total;
      const { amount, amountTax } = split(total, p);
      return reversedLine(p.line, amount, amountTax);
    });
  let shipping: { amount: number; amountTax: number } | null = null;
  if (left.shipping && shippingTotal > 0) shipping = split(flatAmount - given, left.shipping);
  else if (lines.length) {
    const last = lines.at(-1)!;
    const total = last.amount + last.amountTax + (flatAmount - given);
    const { amount, amountTax } = split(total, last);
    lines[lines.length - 1] = { ...last, amount, amountTax };
  }
  return [lines, shipping];
}
