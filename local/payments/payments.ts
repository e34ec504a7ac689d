// Card payments made through checkout, and their refunds. A completed session leaves a
// PaymentIntent with one charge; refunds draw on that charge until it is refunded in full,
// as on Stripe. State lives in memory, like the sessions it comes from.
import { ApiError } from './api-error.js';
import { newId } from './ids.js';
import type { CheckoutSession } from './sessions.js';

export interface Refund {
  readonly id: string;
  readonly amount: number;
  readonly chargeId: string;
  readonly paymentIntentId: string;
  readonly currency: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly reason: string | null;
  /** Unix seconds. */
  readonly created: number;
}

export interface Payment {
  /** The PaymentIntent's id. */
  readonly id: string;
  readonly chargeId: string;
  readonly amount: number;
  readonly currency: string;
  readonly metadata: Readonly<Record<string, string>>;
  /** Unix seconds. */
  readonly created: number;
  readonly amountRefunded: number;
  /** Newest first, as Stripe lists them. */
  readonly refunds: readonly Refund[];
  /** The Stripe-Version of the client that created the session: its refund events use it. */
  readonly apiVersion: string;
}

export interface RefundRequest {
  paymentIntentId?: string;
  chargeId?: string;
  /** Cents; the whole unrefunded amount when absent. */
  amount?: number;
  metadata: Readonly<Record<string, string>>;
  reason: string | null;
}

export interface PaymentStore {
  /** Records the payment of a session that has just completed. */
  record(session: CheckoutSession): void;
  byPaymentIntent(id: string): Payment | undefined;
  byCharge(id: string): Payment | undefined;
  /** Refunds (part of) a payment, or throws the ApiError Stripe would answer. */
  refund(request: RefundRequest): Refund;
  findRefund(id: string): Refund | undefined;
  /** Refunds, newest first, of one payment when named, else of all. */
  refunds(filter: { paymentIntentId?: string; chargeId?: string }): Refund[];
}

export function createPaymentStore(options: {
  /** Milliseconds since the epoch. */
  now: () => number;
  /** Called with the payment as it stands after each refund (the charge.refunded event). */
  onRefund: (payment: Payment) => void;
}): PaymentStore {
  const payments = new Map<string, Payment>();
  const chargeToIntent = new Map<string, string>();
  const refundsById = new Map<string, Refund>();
  const nowSeconds = (): number => Math.floor(options.now() / 1000);

  function find(request: RefundRequest): Payment {
    if (request.paymentIntentId !== undefined) {
      const payment = payments.get(request.paymentIntentId);
      if (!payment) throw missing('payment_intent', request.paymentIntentId);
      return payment;
    }
    if (request.chargeId !== undefined) {
      const payment = payments.get(chargeToIntent.get(request.chargeId) ?? '');
      if (!payment) throw missing('charge', request.chargeId);
      return payment;
    }
    throw new ApiError(400, 'invalid_request_error', 'One of the following params should be provided for this request: payment_intent or charge.', {
      code: 'parameter_missing',
    });
  }

  return {
    record(session) {
      if (!session.paymentIntentId || payments.has(session.paymentIntentId)) return;
      const payment: Payment = {
        id: session.paymentIntentId,
        chargeId: newId('ch_'),
        amount: session.amountTotal,
        currency: session.currency,
        metadata: { ...session.paymentIntentMetadata },
        created: nowSeconds(),
        amountRefunded: 0,
        refunds: [],
        apiVersion: session.apiVersion,
      };
      payments.set(payment.id, payment);
      chargeToIntent.set(payment.chargeId, payment.id);
    },
    byPaymentIntent: (id) => payments.get(id),
    byCharge: (id) => payments.get(chargeToIntent.get(id) ?? ''),
    refund(request) {
      const payment = find(request);
      const left = payment.amount - payment.amountRefunded;
      if (left <= 0) {
        throw new ApiError(400, 'invalid_request_error', `Charge ${payment.chargeId} has already been refunded.`, { code: 'charge_already_refunded' });
      }
      const amount = request.amount ?? left;
      if (amount > left) {
        // Stripe's words: the charge's amount while nothing was refunded, else what is left of it.
        const limit = payment.amountRefunded === 0 ? `charge amount ($${dollars(left)})` : `unrefunded amount on charge ($${dollars(left)})`;
        throw new ApiError(400, 'invalid_request_error', `Refund amount ($${dollars(amount)}) is greater than ${limit}`, {
          code: 'amount_too_large',
          param: 'amount',
        });
      }
      const refund: Refund = {
        id: newId('re_'),
        amount,
        chargeId: payment.chargeId,
        paymentIntentId: payment.id,
        currency: payment.currency,
        metadata: { ...request.metadata },
        reason: request.reason,
        created: nowSeconds(),
      };
      const next: Payment = { ...payment, amountRefunded: payment.amountRefunded + amount, refunds: [refund, ...payment.refunds] };
      payments.set(payment.id, next);
      refundsById.set(refund.id, refund);
      options.onRefund(next);
      return refund;
    },
    findRefund: (id) => refundsById.get(id),
    refunds(filter) {
      const payment =
        filter.paymentIntentId !== undefined
          ? payments.get(filter.paymentIntentId)
          : filter.chargeId !== undefined
            ? this.byCharge(filter.chargeId)
            : undefined;
      if (filter.paymentIntentId !== undefined || filter.chargeId !== undefined) return [...(payment?.refunds ?? [])];
      return [...refundsById.values()].reverse();
    },
  };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

function missing(param: 'payment_intent' | 'charge', id: string): ApiError {
  return new ApiError(404, 'invalid_request_error', `No such ${param}: '${id}'`, { code: 'resource_missing', param });
}
