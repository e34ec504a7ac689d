// Renders the in-memory state as the JSON objects Stripe's API returns, limited to the
// fields a Checkout integration reads; absent optional features are null as on Stripe.
import { newId } from './ids.js';
import type { Payment, Refund } from './payments.js';
import type { CheckoutSession, SessionEventType } from './sessions.js';

export function sessionObject(session: CheckoutSession, payUrl: string, options: { expandLineItems?: boolean } = {}) {
  return {
    id: session.id,
    object: 'checkout.session' as const,
    amount_subtotal: session.amountSubtotal,
    amount_total: session.amountTotal,
    cancel_url: session.cancelUrl,
    client_reference_id: session.clientReferenceId,
    created: session.created,
    currency: session.currency,
    customer: null,
    customer_details: session.status === 'complete' ? { email: session.customerEmail, name: null, phone: null } : null,
    customer_email: session.customerEmail,
    discounts: session.discount ? [{ coupon: session.discount.couponId, promotion_code: session.discount.promotionCodeId }] : [],
    expires_at: session.expiresAt,
    locale: session.locale,
    ...(options.expandLineItems ? { line_items: lineItemList(session) } : {}),
    livemode: false,
    metadata: { ...session.metadata },
    mode: session.mode,
    payment_intent: session.paymentIntentId,
    payment_method_types: ['card'],
    payment_status: session.paymentStatus,
    status: session.status,
    success_url: session.successUrl,
    total_details: { amount_discount: session.amountDiscount, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted' as const,
    // Stripe withdraws the hosted page URL once the session is no longer payable.
    url: session.status === 'open' ? payUrl : null,
  };
}

export type SessionObject = ReturnType<typeof sessionObject>;

export function lineItemList(session: CheckoutSession) {
  return {
    object: 'list' as const,
    data: session.lineItems.map((item) => ({
      id: item.id,
      object: 'item' as const,
      amount_discount: item.amountDiscount,
      amount_subtotal: item.unitAmount * item.quantity,
      amount_tax: 0,
      amount_total: item.unitAmount * item.quantity - item.amountDiscount,
      currency: session.currency,
      description: item.name,
      quantity: item.quantity,
      price: {
        id: item.priceId,
        object: 'price' as const,
        active: false,
        currency: session.currency,
        livemode: false,
        product: item.productId,
        type: 'one_time' as const,
        unit_amount: item.unitAmount,
      },
    })),
    has_more: false,
    url: `/v1/checkout/sessions/${session.id}/line_items`,
  };
}

export function paymentIntentObject(payment: Payment) {
  return {
    id: payment.id,
    object: 'payment_intent' as const,
    amount: payment.amount,
    amount_received: payment.amount,
    created: payment.created,
    currency: payment.currency,
    latest_charge: payment.chargeId,
    livemode: false,
    metadata: { ...payment.metadata },
    payment_method_types: ['card'],
    status: 'succeeded' as const,
  };
}

/** A charge as API versions since 2022-11-15 show it: without its refunds list (list them with GET /v1/refunds). */
export function chargeObject(payment: Payment) {
  return {
    id: payment.chargeId,
    object: 'charge' as const,
    amount: payment.amount,
    amount_captured: payment.amount,
    amount_refunded: payment.amountRefunded,
    captured: true,
    created: payment.created,
    currency: payment.currency,
    livemode: false,
    metadata: { ...payment.metadata },
    paid: true,
    payment_intent: payment.id,
    refunded: payment.amountRefunded >= payment.amount,
    status: 'succeeded' as const,
  };
}

export function refundObject(refund: Refund) {
  return {
    id: refund.id,
    object: 'refund' as const,
    amount: refund.amount,
    balance_transaction: null,
    charge: refund.chargeId,
    created: refund.created,
    currency: refund.currency,
    metadata: { ...refund.metadata },
    payment_intent: refund.paymentIntentId,
    reason: refund.reason,
    status: 'succeeded' as const,
  };
}

export type EventType = SessionEventType | 'charge.refunded';

export interface StripeEvent {
  id: string;
  object: 'event';
  type: EventType;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: SessionObject | ReturnType<typeof chargeObject> };
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

export function eventObject(type: EventType, object: StripeEvent['data']['object'], options: { created: number; apiVersion: string }): StripeEvent {
  return {
    id: newId('evt_'),
    object: 'event',
    type,
    created: options.created,
    api_version: options.apiVersion,
    livemode: false,
    data: { object },
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}
