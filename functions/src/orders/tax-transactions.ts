import type Stripe from 'stripe';
import { stripe } from '../lib/stripe';

/**
 * Records a paid checkout's sales tax with Stripe Tax: a transaction from each of its
 * calculations (one per address its boxes went to), referenced by the checkout's id (and the
 * calculation's place after the first), so Stripe reports and files what was collected. Stripe
 * keeps one transaction per reference and the idempotency key makes a repeated webhook get the
 * same one. Returns their ids, in the order of the calculations.
 */
export async function recordTaxTransactions(checkoutId: string, taxCalculationIds: readonly string[]): Promise<string[]> {
  return Promise.all(
    taxCalculationIds.map(async (calculation, i) => {
      const reference = i === 0 ? checkoutId : `${checkoutId}-${i + 1}`;
      const transaction = await stripe().tax.transactions.createFromCalculation(
        { calculation, reference, metadata: { checkoutId } },
        { idempotencyKey: `tax-transaction-${reference}` },
      );
      return transaction.id;
    }),
  );
}

/**
 * Reverses a cancelled box's sales tax in Stripe Tax once the box got back all it paid: each of
 * its product lines in full but those its removed items' refunds reversed already
 * (`removedProductIds`), and the shipping when it carries it (it was refunded with the box: no
 * other box of the checkout still goes home), from the transaction of the address it went to
 * (its lines' references name the box: `box{n}-{productId}`). Referenced by the order, so a
 * repeated cancellation reverses nothing twice. Returns the reversals' ids.
 */
export async function reverseBoxTax(
  orderId: string,
  boxNumber: number,
  carriedShipping: boolean,
  taxTransactionIds: readonly string[],
  removedProductIds: readonly string[] = [],
): Promise<string[]> {
  const removed = new Set(removedProductIds.map((productId) => `box${boxNumber}-${productId}`));
  return reverseLines(
    taxTransactionIds,
    `${orderId}-cancelled`,
    orderId,
    carriedShipping,
    (reference) => reference.startsWith(`box${boxNumber}-`) && !removed.has(reference),
  );
}

/**
 * Reverses in full the sales tax of the line of a removed item (`productId`, the product the box
 * was ordered with), as its refund gave it all back. Referenced by the order and product, so a
 * repeated removal reverses nothing twice. Returns the reversals' ids.
 */
export async function reverseLineTax(orderId: string, boxNumber: number, productId: string, taxTransactionIds: readonly string[]): Promise<string[]> {
  const line = `box${boxNumber}-${productId}`;
  return reverseLines(taxTransactionIds, `${orderId}-removed-${productId}`, orderId, false, (reference) => reference === line);
}

/** Reverses the lines `reverses` names of each transaction (and its shipping when asked), under `reference` (numbered after the first). */
async function reverseLines(
  taxTransactionIds: readonly string[],
  referenced: string,
  orderId: string,
  withShipping: boolean,
  reverses: (reference: string) => boolean,
): Promise<string[]> {
  const reversals: string[] = [];
  for (const [i, transactionId] of taxTransactionIds.entries()) {
    const lines: Stripe.Tax.TransactionCreateReversalParams.LineItem[] = [];
    for await (const line of stripe().tax.transactions.listLineItems(transactionId, { limit: 100 })) {
      if (!reverses(line.reference)) continue;
      lines.push({ original_line_item: line.id, reference: line.reference, amount: -line.amount, amount_tax: -line.amount_tax });
    }
    // The shipping is in the transaction of the address of the box that first carried it.
    const transaction = withShipping ? await stripe().tax.transactions.retrieve(transactionId) : null;
    const shipping = transaction?.shipping_cost;
    if (!lines.length && !shipping) continue;
    const reference = i === 0 ? referenced : `${referenced}-${i + 1}`;
    const reversal = await stripe().tax.transactions.createReversal(
      {
        mode: 'partial',
        original_transaction: transactionId,
        reference,
        line_items: lines,
        ...(shipping ? { shipping_cost: { amount: -shipping.amount, amount_tax: -shipping.amount_tax } } : {}),
        metadata: { orderId },
      },
      { idempotencyKey: `tax-reversal-${reference}` },
    );
    reversals.push(reversal.id);
  }
  return reversals;
}
