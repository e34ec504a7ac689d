import type Stripe from 'stripe';
import {
  centsToDollars,
  dollarsToCents,
  moneyMessages,
  promotionCodeKey,
  promotionCodeVerdict,
  shippingChargeCents,
  splitInProportion,
  type CheckoutQuote,
  type DeliveryAddress,
  type Gift,
} from '@ssb/contract';
import { CHECKOUT_CURRENCY } from '@ssb/documents';
import { HttpError } from '../http/errors';
import { stripe } from '../lib/stripe';
import * as logs from '../logs';
import { findPromotionCode, type PromotionCodeDoc } from '../promotion-codes/repository';
import { findShippingSettings } from '../settings/repository';
import { listPriceCents } from '../supply-lists/convert';
import { API_TEXTS } from '../texts';
import type { Orderable } from './checkout';
import { buildSnapshot } from './snapshot';
import { taxAddressKey, taxAddressOfHome, taxAddressOfSchool, type TaxAddress } from './tax-address';

// The one pricing of a checkout (docs/decisions.md §24): POST /orders/checkout/quote answers it
// and every checkout charges it, so the quote and the payment page can never differ. In cents.

/** A box as it is priced: its list (loadOrderable), what the family already has, and the home address when it goes home. */
export interface PricedBox {
  orderable: Orderable;
  skippedProductIds?: readonly string[];
  address?: DeliveryAddress;
}

/** One product of a box as Stripe Tax sees it: after skips and its share of the discount. */
export interface ProductLine {
  productId: string;
  quantity: number;
  taxCode: string;
  /** Its share of the box's price after skips, before the discount. */
  amountCents: number;
  discountCents: number;
  taxCents: number;
}

export interface BoxMoney {
  supplyListId: string;
  /** At the list's price, before skips. */
  subtotalCents: number;
  skippedCents: number;
  discountCents: number;
  /** The checkout's shipping, on the first box that goes home. */
  shippingCents: number;
  /** A late order's fee (docs/decisions.md §28): on every late box, no code takes it, taxed as shipping. */
  lateFeeCents: number;
  /** Its lines' tax, its late fee's, and the shipping's on the box that carries it. */
  taxCents: number;
  /** Of `taxCents`, the shipping's. */
  shippingTaxCents: number;
  /** Whether the checkout's code applies to it (its school's, or every school's). */
  codeApplies: boolean;
  lines: ProductLine[];
}

export interface CheckoutMoney {
  boxes: BoxMoney[];
  subtotalCents: number;
  skippedCents: number;
  discountCents: number;
  shippingCents: number;
  lateFeeCents: number;
  taxCents: number;
  /** A box goes home and the quote was asked before its address: no tax is calculated yet (taxCents 0, the total before tax). */
  taxPending: boolean;
  /** The family's gift for a school's sponsorship pool: no code takes it, no tax or shipping is on it. */
  gift: { schoolId: string; schoolName: string; amountCents: number } | null;
  totalCents: number;
  /** One Stripe Tax calculation per address the boxes go to. */
  taxCalculationIds: string[];
  /** The code that applies, as stored under its key. */
  promotionCode: { key: string; doc: PromotionCodeDoc } | null;
}

/** The quote's figures in dollars, as the contract answers them. */
export function toApiQuote(money: CheckoutMoney): CheckoutQuote {
  return {
    boxes: money.boxes.map((box) => ({
      supplyListId: box.supplyListId,
      subtotal: centsToDollars(box.subtotalCents),
      skipped: centsToDollars(box.skippedCents),
    })),
    subtotal: centsToDollars(money.subtotalCents),
    skipped: centsToDollars(money.skippedCents),
    discount: centsToDollars(money.discountCents),
    shipping: centsToDollars(money.shippingCents),
    // Only where a box is late, as a box's money says it.
    ...(money.lateFeeCents > 0 ? { lateFee: centsToDollars(money.lateFeeCents) } : {}),
    tax: money.taxPending ? null : centsToDollars(money.taxCents),
    gift: centsToDollars(money.gift?.amountCents ?? 0),
    total: centsToDollars(money.totalCents),
  };
}

/**
 * Prices a checkout: each box at its list's price less what the family already has, the code's
 * discount (on the boxes it applies to, spread over their products to the cent), the shipping
 * when a box goes home, and the sales tax Stripe Tax calculates per product at the address each
 * box goes to, plus the family's gift. A code that applies to none of the boxes is a 400, and so
 * is a gift for a school none of the boxes is for. A quote asked while a box goes home and no
 * address is given answers the rest without tax (Stripe is not asked); a checkout always has the
 * address (assertCheckoutRules).
 */
export async function quoteCheckout(
  boxes: readonly PricedBox[],
  promotionCode: string | undefined,
  { forCheckout = false, now = new Date(), gift }: { forCheckout?: boolean; now?: Date; gift?: Gift } = {},
): Promise<CheckoutMoney> {
  const giftOf = gift ? giftFor(gift, boxes) : null;
  const [code, settings] = await Promise.all([codeOf(promotionCode), findShippingSettings()]);
  const priced = boxes.map((box) => {
    const { list, school, products } = box.orderable;
    const snapshot = buildSnapshot(list, school.name, products, box.skippedProductIds);
    const subtotalCents = listPriceCents(list, products);
    const weights = snapshot.items.map((item) => item.priceCents * item.quantity);
    const amounts = splitInProportion(snapshot.totalCents, weights.some((weight) => weight > 0) ? weights : snapshot.items.map((item) => item.quantity));
    const lines = snapshot.items.map((item, i) => ({
      productId: item.productId,
      quantity: item.quantity,
      taxCode: products.get(item.productId)?.taxCode ?? 'txcd_99999999',
      amountCents: amounts[i]!,
      discountCents: 0,
      taxCents: 0,
    }));
    const toSchool = school.deliverToSchool;
    const address = toSchool ? taxAddressOfSchool(school) : taxAddressOfHome(box.address);
    return { box, toSchool, address, itemsCents: snapshot.totalCents, subtotalCents, lines };
  });

  const { discountCents, applies } = code ? applyDiscount(code.doc, priced, now) : { discountCents: 0, applies: priced.map(() => false) };
  const itemsCents = priced.reduce((sum, box) => sum + box.itemsCents, 0);
  const shippingCents = shippingChargeCents(
    { homeDeliveryFeeCents: settings?.homeDeliveryFeeCents ?? 0, freeOverCents: settings?.freeOverCents ?? null },
    { itemsCents, anyBoxHome: priced.some((box) => !box.toSchool) },
  );
  const shippedWith = shippingCents > 0 ? priced.findIndex((box) => !box.toSchool) : -1;

  const taxPending = !forCheckout && priced.some((box) => !box.toSchool && !box.box.address);
  // One calculation per address the boxes go to; the shipping is taxed where its box goes.
  const byAddress = new Map<string, number[]>();
  if (!taxPending) priced.forEach((box, i) => byAddress.set(taxAddressKey(box.address), [...(byAddress.get(taxAddressKey(box.address)) ?? []), i]));
  const shippingTax = new Map<number, number>();
  const lateFeeTax = new Map<number, number>();
  const groups = [...byAddress.values()];
  // The addresses' calculations are asked together: a household's boxes going to three addresses wait for one round trip, not three.
  const calculations = await Promise.all(
    groups.map((indexes) => {
      const lines = indexes.flatMap((i) => [
        ...priced[i]!.lines.map((line) => ({
          reference: lineReference(i, line.productId),
          amount: line.amountCents - line.discountCents,
          quantity: line.quantity,
          taxCode: line.taxCode,
        })),
        ...lateFeeTaxLines(i, priced[i]!.box.orderable.lateFeeCents),
      ]);
      return calculateTax(priced[indexes[0]!]!.address, lines, indexes.includes(shippedWith) ? shippingCents : 0, forCheckout);
    }),
  );
  const taxCalculationIds = calculations.map((calculation) => calculation.id);
  for (const [g, indexes] of groups.entries()) {
    const calculation = calculations[g]!;
    for (const i of indexes) for (const line of priced[i]!.lines) line.taxCents = calculation.lineTax.get(lineReference(i, line.productId)) ?? 0;
    for (const i of indexes) lateFeeTax.set(i, calculation.lineTax.get(lineReference(i, LATE_FEE_LINE)) ?? 0);
    if (indexes.includes(shippedWith) && shippingCents > 0) shippingTax.set(shippedWith, calculation.shippingTaxCents);
  }

  const moneyOfBoxes: BoxMoney[] = priced.map((box, i) => {
    const lineSum = (field: 'discountCents' | 'taxCents') => box.lines.reduce((sum, line) => sum + line[field], 0);
    return {
      supplyListId: box.box.orderable.listId,
      subtotalCents: box.subtotalCents,
      skippedCents: box.subtotalCents - box.itemsCents,
      discountCents: lineSum('discountCents'),
      shippingCents: i === shippedWith ? shippingCents : 0,
      lateFeeCents: box.box.orderable.lateFeeCents,
      taxCents: lineSum('taxCents') + (shippingTax.get(i) ?? 0) + (lateFeeTax.get(i) ?? 0),
      shippingTaxCents: shippingTax.get(i) ?? 0,
      codeApplies: applies[i]!,
      lines: box.lines,
    };
  });
  const sum = (field: keyof Pick<BoxMoney, 'subtotalCents' | 'skippedCents' | 'lateFeeCents' | 'taxCents'>) =>
    moneyOfBoxes.reduce((total, box) => total + box[field], 0);
  const subtotalCents = sum('subtotalCents');
  const skippedCents = sum('skippedCents');
  const lateFeeCents = sum('lateFeeCents');
  const taxCents = sum('taxCents');
  return {
    boxes: moneyOfBoxes,
    subtotalCents,
    skippedCents,
    discountCents,
    shippingCents,
    lateFeeCents,
    taxCents,
    taxPending,
    gift: giftOf,
    totalCents: subtotalCents - skippedCents - discountCents + shippingCents + lateFeeCents + taxCents + (giftOf?.amountCents ?? 0),
    taxCalculationIds,
    promotionCode: code,
  };
}

/** A gift goes to the school of one of the checkout's boxes, whose name the payment page and the e-mail give. */
function giftFor(gift: Gift, boxes: readonly PricedBox[]): CheckoutMoney['gift'] {
  const school = boxes.find((box) => box.orderable.list.schoolId === gift.schoolId)?.orderable.school;
  if (!school) throw refused(moneyMessages.sponsorship.schoolNotInCheckout);
  return { schoolId: gift.schoolId, schoolName: school.name, amountCents: dollarsToCents(gift.amount) };
}

const lineReference = (box: number, productId: string) => `box${box + 1}-${productId}`;

/**
 * A late box's fee as Stripe Tax sees it: a line of its box taxed as shipping is, so a cancelled
 * box's reversal (every line of `box{n}-`) gives its tax back with the items'.
 */
const LATE_FEE_LINE = 'late-order-fee';
const SHIPPING_TAX_CODE = 'txcd_92010001';
const lateFeeTaxLines = (box: number, feeCents: number): TaxLine[] =>
  feeCents > 0 ? [{ reference: lineReference(box, LATE_FEE_LINE), amount: feeCents, quantity: 1, taxCode: SHIPPING_TAX_CODE }] : [];

async function codeOf(promotionCode: string | undefined): Promise<{ key: string; doc: PromotionCodeDoc } | null> {
  const key = promotionCodeKey(promotionCode ?? '');
  if (!key) return null;
  const doc = await findPromotionCode(key);
  if (!doc) throw refused(moneyMessages.codes.unknown);
  return { key, doc };
}

const refused = (message: string) => new HttpError(400, message, { success: false });

/**
 * Takes the code's discount off the boxes it applies to (a percentage of their items rounded to
 * the cent, halves up, as Stripe rounds a coupon; or its amount, never more than they come to),
 * spread over their products by the largest remainder, so no line is ever below zero. Returns it,
 * and which boxes it applies to.
 */
function applyDiscount(
  doc: PromotionCodeDoc,
  boxes: { box: PricedBox; lines: ProductLine[]; itemsCents: number }[],
  now: Date,
): { discountCents: number; applies: boolean[] } {
  const terms = { ...doc, expiresAt: doc.expiresAt?.toDate() ?? null };
  const verdicts = boxes.map(({ box }) => promotionCodeVerdict(terms, { schoolId: box.orderable.list.schoolId }, now));
  if (!verdicts.some((verdict) => verdict.applies)) {
    // "Expired or used up" only where the code would otherwise apply: a school's code says nothing to another school's boxes.
    const refusal = verdicts.find((verdict) => !verdict.applies && verdict.reason !== 'otherSchool') ?? verdicts[0]!;
    throw refused(refusal.applies ? moneyMessages.codes.unknown : refusal.message);
  }
  const eligible = boxes.filter((_, i) => verdicts[i]!.applies);
  const eligibleCents = eligible.reduce((sum, box) => sum + box.itemsCents, 0);
  const off =
    doc.percentOff !== null
      ? Math.floor((eligibleCents * Math.round(doc.percentOff * 100) + 5_000) / 10_000)
      : Math.min(doc.amountOffCents ?? 0, eligibleCents);
  const lines = eligible.flatMap((box) => box.lines);
  const shares = splitInProportion(
    off,
    lines.map((line) => line.amountCents),
  );
  lines.forEach((line, i) => (line.discountCents = shares[i]!));
  return { discountCents: off, applies: verdicts.map((verdict) => verdict.applies) };
}

// ---------------------------------------------------------------- Stripe Tax

/** A calculation's answer, kept a minute per instance: a family typing asks Stripe once per change. */
interface TaxAnswer {
  id: string;
  lineTax: Map<string, number>;
  shippingTaxCents: number;
}

const TAX_CACHE_MS = 60_000;
const TAX_CACHE_SIZE = 500;
/** In memory, per instance: the same basket at the same address asked again (or at once: a double click) shares one calculation. */
const taxCache = new Map<string, { at: number; answer: Promise<TaxAnswer> }>();

interface TaxLine {
  reference: string;
  amount: number;
  quantity: number;
  taxCode: string;
}

/**
 * A checkout takes the quote's calculation out of the cache (`forCheckout`): Stripe records a
 * calculation as one checkout's tax transaction only, so no other checkout may be given it.
 */
function calculateTax(address: TaxAddress, lines: TaxLine[], shippingCents: number, forCheckout: boolean): Promise<TaxAnswer> {
  const key = JSON.stringify([taxAddressKey(address), lines, shippingCents]);
  const cached = taxCache.get(key);
  if (cached && Date.now() - cached.at < TAX_CACHE_MS) {
    if (forCheckout) taxCache.delete(key);
    return cached.answer;
  }
  const answer = askStripeTax(address, lines, shippingCents);
  if (forCheckout) return answer;
  if (taxCache.size >= TAX_CACHE_SIZE) taxCache.delete(taxCache.keys().next().value!);
  taxCache.set(key, { at: Date.now(), answer });
  // A failure is not kept: the next request asks again.
  answer.catch(() => taxCache.delete(key));
  return answer;
}

async function askStripeTax(address: TaxAddress, lines: TaxLine[], shippingCents: number): Promise<TaxAnswer> {
  try {
    const calculation = await stripe().tax.calculations.create({
      currency: CHECKOUT_CURRENCY,
      line_items: lines.map((line) => ({
        reference: line.reference,
        amount: line.amount,
        quantity: line.quantity,
        tax_code: line.taxCode,
        tax_behavior: 'exclusive',
      })),
      customer_details: { address, address_source: 'shipping' },
      ...(shippingCents > 0 ? { shipping_cost: { amount: shippingCents } } : {}),
      // The lines come with the calculation, in the one round trip; a list Stripe cuts short is paged through.
      expand: ['line_items'],
    });
    const id = calculation.id ?? '';
    const lineTax = new Map<string, number>();
    const expanded = calculation.line_items;
    const taxedLines = expanded && !expanded.has_more ? expanded.data : stripe().tax.calculations.listLineItems(id, { limit: 100 });
    for await (const line of taxedLines) lineTax.set(line.reference, line.amount_tax);
    return { id, lineTax, shippingTaxCents: calculation.shipping_cost?.amount_tax ?? 0 };
  } catch (err) {
    throw taxRefusal(err);
  }
}

/**
 * What a failed calculation means to the family: an address Stripe cannot place is theirs to
 * correct (400); an account without Stripe Tax sells nothing rather than selling without tax
 * (503, docs/decisions.md §24); anything else is the payment service not answering (502).
 */
export function taxRefusal(err: unknown): HttpError {
  const { code } = (err ?? {}) as Partial<Stripe.errors.StripeError>;
  if (code === 'customer_tax_location_invalid') return new HttpError(400, API_TEXTS.orders.taxAddressInvalid, { success: false });
  if (code === 'stripe_tax_inactive') {
    logs.stripeTaxNotSetUp(err);
    return new HttpError(503, API_TEXTS.orders.taxNotSetUp, { success: false });
  }
  logs.taxCalculationFailed(err);
  return new HttpError(502, API_TEXTS.orders.paymentUnavailable, { success: false });
}
