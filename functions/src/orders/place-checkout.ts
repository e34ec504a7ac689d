import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  checkoutMessages,
  isPaidStatus,
  MIN_CHARGE_CENTS,
  orderCountDelta,
  promotionCodeKey,
  promotionCodeVerdict,
  type Gift,
  type RecordOrderRequest,
} from '@ssb/contract';
import { ACTORS, CHECKOUT_CURRENCY, DemandMoves, MarginDaysMoves, PaidDaysMoves, PickTotalsMoves, type BoxMoneyDoc } from '@ssb/documents';
import { appUrl } from '../config';
import { writePickTotals } from '../fulfilment/pick-totals';
import { writeDemand } from '../purchasing/demand-counters';
import { conflict, HttpError, notFound } from '../http/errors';
import { gatherLedgerCounters, writeLedgerCounters } from '../fundraising/repository';
import { recordShareEarned, ShareReads } from '../fundraising/share-ledger';
import { getAll } from '../lib/collections';
import { db, isAlreadyExists } from '../lib/firebase';
import * as logs from '../logs';
import { promotionCodesCollection } from '../promotion-codes/repository';
import { supplyListsCollection } from '../supply-lists/repository';
import { API_TEXTS } from '../texts';
import {
  checkoutSessionLines,
  expireQuietly,
  isIdempotencyConflict,
  newOrderDoc,
  openCheckoutSession,
  paidPageUrl,
  waitFor,
  type Buyer,
  type Orderable,
  type OrderRequest,
} from './checkout';
import { boxesOf, findCheckout, outsideTransaction, type CheckoutDoc, type FoundCheckout } from './checkouts';
import { prepareTransitions, runOrderTransaction } from './order-transition';
import { preparePoolPayment, type PoolPayment } from '../sponsorship/pool-payments';
import { writePaidDays } from './paid-days';
import { CostReads, marginAtPayment, orderMarginRef, writeMarginDays } from '../reports/margin-days';
import { quoteCheckout, type BoxMoney, type CheckoutMoney, type PricedBox } from './quote-checkout';
import { ordersCollection, type OrderDoc, checkoutsCollection } from './repository';
import { recordTaxTransactions } from './tax-transactions';

/** A box of a checkout: what the family asked for, and the list it is bought from (`loadOrderable`: sold, and in its window). */
export interface BoxRequest {
  request: OrderRequest;
  orderable: Orderable;
}

/** Paid by card on one Stripe Checkout Session with a line per box, `lineName` titling a box there. */
export interface PaidByCard {
  by: 'card';
  lineName(order: OrderDoc): string;
}

/** Recorded by the office: paid there, or still to be paid, with no payment page. */
export interface RecordedByOffice {
  by: 'office';
  status: RecordOrderRequest['status'];
  /** The administrator who records it. */
  recordedBy: string;
}

/** Given by a school's staff and paid from its sponsorship pool (docs/decisions.md §25), at the list's price. */
export interface PaidFromPool {
  by: 'sponsorship';
  schoolId: string;
  /** The representative or administrator who gives it. */
  recordedBy: string;
}

export interface CheckoutPlan<Paid extends PaidByCard | RecordedByOffice | PaidFromPool = PaidByCard | RecordedByOffice | PaidFromPool> {
  buyer: Buyer;
  /** 1 to 10 (the contract's request schemas count them). */
  boxes: BoxRequest[];
  paidBy: Paid;
  /** A client's key for one submission: the ids are derived from the buyer, `scope` (whose keys they are) and the key. */
  idempotency?: { scope: string; key: string };
  /** The code the family typed, or handed in at the office. */
  promotionCode?: string;
  /** The family's gift for a school's sponsorship pool (paid by card only). */
  gift?: Gift;
}

export interface PlacedCheckout {
  checkoutId: string;
  /** The payment page, for a checkout paid by card. */
  checkoutUrl: string | null;
  /** Its boxes as stored, in the order of the boxes. */
  boxes: { orderId: string; order: OrderDoc }[];
}

/**
 * Places a checkout of 1 to 10 boxes, each its own order: the one way an order is born, under
 * every door (the spec's guest and account checkouts, a household's, the office's). The payment
 * page is opened before anything is stored, so a payment provider that refuses or fails leaves
 * no order, counter or guest record behind; then the checkout, its boxes (each with its placing,
 * by whom, in its history), their lists' counters, their school's pick totals, the day's paid
 * boxes (those recorded paid) and the guest record are written in one transaction. The checkout
 * is named by its first box's id. With an Idempotency-Key the ids are derived from the buyer and
 * the key, so a double click or a retried request finds the same checkout and the same payment
 * page instead of making another.
 */
export function placeCheckout(plan: CheckoutPlan<PaidByCard>): Promise<PlacedCheckout & { checkoutUrl: string }>;
export function placeCheckout(plan: CheckoutPlan): Promise<PlacedCheckout>;
export async function placeCheckout(plan: CheckoutPlan): Promise<PlacedCheckout> {
  const { buyer, paidBy, idempotency } = plan;
  const checkoutId = idempotency ? derivedOrderId(buyer.emailKey, idempotency.scope, idempotency.key) : ordersCollection().doc().id;
  const fingerprint = checkoutFingerprint(plan);
  const placedBefore = async () => replay(await waitFor(() => findCheckout(outsideTransaction, checkoutId)), fingerprint, paidBy);
  if (idempotency) {
    const existing = await findCheckout(outsideTransaction, checkoutId);
    if (existing) return replay(existing, fingerprint, paidBy);
  }

  const now = Timestamp.now();
  const orderIds = plan.boxes.map((_, i) => boxId(checkoutId, i, buyer, idempotency));
  const recorded =
    paidBy.by === 'office'
      ? { status: paidBy.status, paidAt: isPaidStatus(paidBy.status) ? now : null }
      : paidBy.by === 'sponsorship'
        ? { status: 'PAYMENT_SUCCESS' as const, paidAt: now, paidWith: 'sponsorship' as const }
        : {};
  const placedBy = paidBy.by === 'card' ? (buyer.placedAsGuest ? ACTORS.family : buyer.userId) : paidBy.recordedBy;
  const boxes = plan.boxes.map(({ request, orderable }, i) => {
    const orderId = orderIds[i]!;
    const order = { ...newOrderDoc(orderId, checkoutId, buyer, request, orderable, now), ...recorded, requestFingerprint: fingerprint };
    return { orderId, order: { ...order, history: [{ at: now, event: 'placed' as const, from: null, to: order.status, by: placedBy }] } };
  });

  let page: { sessionId: string; url: string } | null = null;
  // Every checkout is priced by the quote (docs/decisions.md §24), the office's too, and a page charges exactly that.
  const money = paidBy.by === 'sponsorship' ? null : await quoteCheckout(plan.boxes.map(pricedBox), plan.promotionCode, { forCheckout: true, gift: plan.gift });
  const checkoutMoney = money ? moneyOfCheckout(money) : null;
  const gift = money?.gift ? { ...money.gift, receivedAt: null, refundedAt: null } : null;
  money?.boxes.forEach((box, i) => (boxes[i]!.order.money = moneyOfBox(box)));
  // A sponsored box is priced as the office's order is, by its list; the pool pays that, with no tax or shipping.
  if (paidBy.by === 'sponsorship') for (const { order } of boxes) order.money = listPriceMoney(order.snapshot.totalCents);
  const byVoucher = paidBy.by === 'card' && money !== null && money.totalCents === 0;
  const paidAtOffice = paidBy.by === 'office' && isPaidStatus(paidBy.status);
  if (paidBy.by === 'card' && !byVoucher) {
    if (boxes.some(({ order }) => order.snapshot.totalCents < MIN_CHARGE_CENTS)) throw new HttpError(409, checkoutMessages.listUnavailable, { success: false });
    try {
      const lines = checkoutSessionLines(
        boxes.map(({ order }) => ({ order, name: paidBy.lineName(order) })),
        checkoutMoney,
        gift,
      );
      const request = {
        checkoutId,
        email: buyer.email,
        locale: boxes[0]!.order.locale,
        lines,
        promotionCodeId: checkoutMoney?.promotionCode?.stripePromotionCodeId,
      };
      const session = await openCheckoutSession(request, appUrl());
      if (session.amount_total !== money!.totalCents) {
        // The payment page must charge the quote to the cent; one that does not is nobody's to pay.
        await expireQuietly(session.id);
        logs.sessionAmountDiffers(checkoutId, session.amount_total, money!.totalCents);
        throw new HttpError(502, API_TEXTS.orders.paymentUnavailable, { success: false });
      }
      page = { sessionId: session.id, url: session.url };
    } catch (err) {
      if (err instanceof HttpError) throw err;
      // A concurrent duplicate is already opening this checkout's session: answer with its checkout.
      if (idempotency && isIdempotencyConflict(err)) return placedBefore();
      logs.checkoutFailed(checkoutId, err);
      throw new HttpError(502, API_TEXTS.orders.paymentUnavailable, { success: false });
    }
  }

  const checkout: CheckoutDoc = {
    sessionId: page?.sessionId ?? null,
    checkoutUrl: page?.url ?? null,
    orderIds,
    amountCents: money ? money.totalCents : boxes.reduce((sum, { order }) => sum + order.snapshot.totalCents, 0),
    currency: CHECKOUT_CURRENCY,
    requestFingerprint: fingerprint,
    refunds: [],
    replacedSessionIds: [],
    money: checkoutMoney,
    gift,
    createdAt: now,
  };
  const stored = boxes.map(({ orderId, order }) => ({
    orderId,
    order: { ...order, checkoutSessionId: checkout.sessionId, checkoutUrl: checkout.checkoutUrl },
  }));
  try {
    const fromPool = paidBy.by === 'sponsorship' ? { schoolId: paidBy.schoolId, amountCents: checkout.amountCents, boxes: stored.length } : null;
    await storeCheckout(checkoutId, checkout, stored, buyer, { fromPool, redeemedCode: paidAtOffice ? (checkoutMoney?.promotionCode?.key ?? null) : null });
  } catch (err) {
    if (isAlreadyExists(err)) return placedBefore();
    if (page) await expireQuietly(page.sessionId);
    throw err;
  }
  if (paidAtOffice && checkoutMoney) await recordOfficeTax(checkoutId, checkoutMoney.taxCalculationIds);
  if (byVoucher) {
    const paid = await payByVoucher(checkoutId, checkoutMoney!.promotionCode?.key ?? null);
    return { checkoutId, checkoutUrl: paidPageUrl(appUrl(), checkoutId), boxes: paid };
  }
  return { checkoutId, checkoutUrl: checkout.checkoutUrl, boxes: stored };
}

const pricedBox = ({ request, orderable }: BoxRequest): PricedBox => ({ orderable, skippedProductIds: request.skippedProductIds, address: request.address });

function moneyOfBox(box: BoxMoney): BoxMoneyDoc {
  const { subtotalCents, skippedCents, discountCents, shippingCents, lateFeeCents, taxCents, shippingTaxCents } = box;
  const lines = box.lines.map(({ productId, amountCents, discountCents, taxCents }) => ({ productId, amountCents, discountCents, taxCents }));
  return { subtotalCents, skippedCents, discountCents, shippingCents, ...(lateFeeCents > 0 ? { lateFeeCents } : {}), taxCents, shippingTaxCents, lines };
}

const listPriceMoney = (cents: number): BoxMoneyDoc => ({ subtotalCents: cents, skippedCents: 0, discountCents: 0, shippingCents: 0, taxCents: 0 });

function moneyOfCheckout(money: CheckoutMoney): NonNullable<CheckoutDoc['money']> {
  const { subtotalCents, skippedCents, discountCents, shippingCents, lateFeeCents, taxCents, taxCalculationIds, promotionCode } = money;
  return {
    subtotalCents,
    skippedCents,
    discountCents,
    shippingCents,
    lateFeeCents,
    taxCents,
    taxCalculationIds,
    taxTransactionIds: [],
    taxReversalIds: [],
    promotionCode: promotionCode
      ? { key: promotionCode.key, stripePromotionCodeId: promotionCode.doc.stripePromotionCodeId, schoolId: promotionCode.doc.schoolId }
      : null,
  };
}

/**
 * A sale paid at the office is a sale the vendor owes tax on: its tax transaction is recorded from
 * its calculation at once (referenced by the checkout, as the webhook records a card's), kept on
 * the checkout. The order is recorded already: a failure is logged for an administrator to record
 * in Stripe's dashboard, and the order stands.
 */
async function recordOfficeTax(checkoutId: string, taxCalculationIds: readonly string[]): Promise<void> {
  try {
    const taxTransactionIds = await recordTaxTransactions(checkoutId, taxCalculationIds);
    await checkoutsCollection().doc(checkoutId).update({ 'money.taxTransactionIds': taxTransactionIds });
  } catch (err) {
    logs.taxTransactionNotRecorded(checkoutId, err);
  }
}

/**
 * A checkout whose total is zero opens no payment page: its boxes are paid at once by the normal
 * paid move (counts, e-mails), `paidWith: "voucher"`, and the code's redemption is counted in the
 * same transaction. A code used up meanwhile (the last use of a voucher taken by another
 * checkout) fails the boxes instead, and the family is told.
 */
async function payByVoucher(checkoutId: string, codeKey: string | null): Promise<PlacedCheckout['boxes']> {
  const refused = await runOrderTransaction(async (tx) => {
    const found = await findCheckout(tx, checkoutId);
    if (!found) throw notFound(API_TEXTS.notFound.order);
    const codeRef = codeKey ? promotionCodesCollection().doc(codeKey) : null;
    const code = codeRef ? (await tx.get(codeRef)).data() : undefined;
    const boxes = await boxesOf(tx, found.checkout);
    const verdicts = code ? boxes.map(({ order }) => promotionCodeVerdict({ ...code, expiresAt: code.expiresAt?.toDate() ?? null }, order, new Date())) : [];
    const refusal = verdicts.find((verdict) => !verdict.applies && verdict.reason !== 'otherSchool');
    if (refusal && !refusal.applies) {
      for (const { prepared } of await prepareTransitions(tx, boxes, { type: 'paymentFailed' }, ACTORS.system)) prepared.write({});
      return refusal.message;
    }
    for (const { prepared } of await prepareTransitions(tx, boxes, { type: 'paid' }, ACTORS.system)) prepared.write({ paidWith: 'voucher' });
    if (codeRef) tx.update(codeRef, { timesRedeemed: FieldValue.increment(1) });
    return null;
  });
  if (refused) throw new HttpError(400, refused, { success: false });
  const found = await findCheckout(outsideTransaction, checkoutId);
  return found ? (await boxesOf(outsideTransaction, found.checkout)).map(({ orderId, order }) => ({ orderId, order })) : [];
}

/** The checkout's first box has its id; the others', with a key, are derived from it. */
function boxId(checkoutId: string, i: number, buyer: Buyer, idempotency: CheckoutPlan['idempotency']): string {
  if (i === 0) return checkoutId;
  return idempotency ? derivedOrderId(checkoutId, buyer.userId, String(i)) : ordersCollection().doc().id;
}

/**
 * Creates the checkout and its boxes (never overwriting one), counts the boxes on their lists
 * (they are live) and, those recorded paid, in their school's pick totals and share and the day's
 * margins (at the products' costs read in the transaction), counts the
 * use of the code of a checkout paid at the office (`redeemedCode`), and writes the guest record,
 * all or nothing; boxes given from a school's sponsorship pool are paid from it in the same
 * transaction (`fromPool`).
 */
async function storeCheckout(
  checkoutId: string,
  checkout: CheckoutDoc,
  boxes: PlacedCheckout['boxes'],
  buyer: Buyer,
  { fromPool, redeemedCode }: { fromPool: PoolPayment | null; redeemedCode: string | null },
): Promise<void> {
  const added = new Map<string, number>();
  for (const { order } of boxes) added.set(order.supplyListId, (added.get(order.supplyListId) ?? 0) + orderCountDelta(null, order.status));
  const listRefs = [...added.keys()].map((listId) => supplyListsCollection().doc(listId));
  const pickTotals = new PickTotalsMoves();
  for (const { order } of boxes) pickTotals.move(order, null, order.status);
  const demand = new DemandMoves();
  for (const { order } of boxes) demand.move(order, null, order.status);
  const paidDays = new PaidDaysMoves();
  for (const { order } of boxes) if (order.paidAt) paidDays.add(order.paidAt.toDate());
  await db().runTransaction(async (tx) => {
    const lists = await Promise.all(listRefs.map((ref) => tx.get(ref)));
    if (lists.some((list) => !list.data()?.published)) throw notFound(checkoutMessages.listUnavailable);
    const payFromPool = fromPool ? await preparePoolPayment(tx, fromPool) : null;
    const reads = new ShareReads(tx);
    gatherLedgerCounters(tx);
    const costs = new CostReads(tx);
    const [shares, boxCosts] = await Promise.all([
      Promise.all(boxes.map(({ order }) => (order.paidAt ? reads.atPayment(order) : null))),
      Promise.all(boxes.map(({ order }) => (order.paidAt ? costs.of(order) : null))),
    ]);
    const margins = new MarginDaysMoves();
    payFromPool?.();
    if (buyer.userWrite) tx.set(buyer.userWrite.ref, buyer.userWrite.data, { merge: true });
    tx.create(checkoutsCollection().doc(checkoutId), checkout);
    for (const [i, { orderId, order }] of boxes.entries()) {
      // An order recorded paid (at the office, or given from a school's pool) earns its school's share as a paid move does.
      const ref = ordersCollection().doc(orderId);
      const costs = boxCosts[i];
      if (order.paidAt && costs) {
        const margin = marginAtPayment(order, costs, order.paidAt.toDate());
        tx.create(orderMarginRef(orderId), margin);
        margins.move({ ...order, margin }, 1);
      }
      tx.create(ref, order.paidAt ? { ...order, ...recordShareEarned(tx, ref, order, shares[i] ?? null, order.paidAt) } : order);
    }
    for (const ref of listRefs) if (added.get(ref.id)) tx.update(ref, { orderCount: FieldValue.increment(added.get(ref.id)!) });
    writeLedgerCounters(tx);
    writePickTotals(tx, pickTotals);
    writeDemand(tx, demand);
    writePaidDays(tx, paidDays);
    writeMarginDays(tx, margins);
    if (redeemedCode) tx.update(promotionCodesCollection().doc(redeemedCode), { timesRedeemed: FieldValue.increment(1) });
  });
}

/**
 * What a repeated request gets: the checkout as placed. A payment page is given again only
 * while every box may still be paid on it; the office's checkout answers its boxes as they are.
 */
async function replay({ checkoutId, checkout }: FoundCheckout, fingerprint: string, paidBy: CheckoutPlan['paidBy']): Promise<PlacedCheckout> {
  if (checkout.requestFingerprint !== fingerprint) throw conflict(API_TEXTS.orders.keyReused);
  const snaps = await getAll(checkout.orderIds.map((orderId) => ordersCollection().doc(orderId)));
  const boxes = snaps.flatMap((snap) => (snap.exists ? [{ orderId: snap.id, order: snap.data()! }] : []));
  const payable = checkout.checkoutUrl !== null && boxes.every(({ order }) => order.status === 'AWAITING_PAYMENT');
  if (paidBy.by === 'card' && !payable) throw conflict(API_TEXTS.orders.alreadyPlaced);
  return { checkoutId, checkoutUrl: checkout.checkoutUrl, boxes };
}

/** Scoped to the buyer, so one person's key can never reach another person's order. */
export function derivedOrderId(emailKey: string, scope: string, key: string): string {
  return createHash('sha256').update(`${scope}\n${emailKey}\n${key}`).digest('base64url').replace(/[-_]/g, '').slice(0, 20);
}

/** What the request asked for: the buyer, each box (list, child, skipped items, delivery) and the office's status. */
function checkoutFingerprint({ buyer, boxes, paidBy, promotionCode, gift }: CheckoutPlan): string {
  const asked = boxes.map(({ request }) => [
    request.supplyListId,
    request.studentFirstName,
    request.studentLastName,
    [...(request.skippedProductIds ?? [])].sort(),
    request.address ?? null,
    // A teacher is part of what was asked only when picked, so keys of checkouts before teachers still match.
    ...(request.teacher ? [request.teacher.id] : []),
  ]);
  const status = paidBy.by === 'office' ? paidBy.status : paidBy.by === 'sponsorship' ? 'sponsorship' : null;
  // A code asks for another price: it is part of what was asked (left out when none, so earlier keys still match).
  const code = promotionCode && promotionCodeKey(promotionCode) ? [promotionCodeKey(promotionCode)] : [];
  const given = gift ? [{ gift: [gift.schoolId, gift.amount] }] : [];
  return createHash('sha256')
    .update(JSON.stringify([buyer.userId, buyer.emailKey, buyer.phoneKey, asked, status, ...code, ...given]))
    .digest('hex');
}
