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
