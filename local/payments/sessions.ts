// All Checkout Session state lives here, in memory: sessions live for hours at most and a
// restart of the local stack starts a fresh checkout anyway. Every status change goes
// through this module, so each one is announced exactly once through `onTransition`.
import type { AppliedDiscount } from './discounts.js';
import { spreadDiscount } from './discounts.js';
import { newId } from './ids.js';

export interface NewLineItem {
  readonly name: string;
  readonly description: string | null;
  readonly unitAmount: number;
  readonly quantity: number;
  /** `price_data[product]`: an existing product the line is of, or null (`product_data` made one). */
  readonly product: string | null;
}

export interface LineItem extends NewLineItem {
  readonly id: string;
  readonly priceId: string;
  readonly productId: string;
  /** The line's share of the session's discount, in cents. */
  readonly amountDiscount: number;
}

export interface NewSession {
  readonly mode: 'payment';
  readonly currency: string;
  readonly lineItems: readonly NewLineItem[];
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly customerEmail: string | null;
  readonly clientReferenceId: string | null;
  readonly metadata: Readonly<Record<string, string>>;
  /** `payment_intent_data[metadata]`, copied to the PaymentIntent and its charge on payment. */
  readonly paymentIntentMetadata: Readonly<Record<string, string>>;
  /** Unix seconds. */
  readonly expiresAt: number;
  /** The Stripe-Version the creating client spoke; events about the session use it. */
  readonly apiVersion: string;
  /** The page's language as asked (`locale`, one of Stripe's), or null: the browser's. */
  readonly locale: string | null;
  /** The coupon (or promotion code) the session was created with, and what it takes off, in cents. */
  readonly discount: AppliedDiscount | null;
  readonly amountDiscount: number;
  /** Which lines the discount is spread over (its coupon's products'); null: every line. */
  readonly discountedLines: readonly boolean[] | null;
}

export type SessionStatus = 'open' | 'complete' | 'expired';

export interface CheckoutSession extends Omit<NewSession, 'lineItems'> {
  readonly id: string;
  /** Unix seconds. */
  readonly created: number;
  readonly lineItems: readonly LineItem[];
  /** The lines' sum before the discount. */
  readonly amountSubtotal: number;
  readonly amountTotal: number;
  readonly status: SessionStatus;
  readonly paymentStatus: 'unpaid' | 'paid';
  readonly paymentIntentId: string | null;
}

export type SessionEventType = 'checkout.session.completed' | 'checkout.session.expired';

export interface SessionStore {
  create(input: NewSession): CheckoutSession;
  /** The current session, after applying an expiry that is already due. */
  get(id: string): CheckoutSession | undefined;
  /** Marks an open session paid; false when it is not open. */
  complete(id: string): boolean;
  /** Expires an open session; false when it is not open. */
  expire(id: string): boolean;
  /** Expires every open session whose `expiresAt` has passed. */
  expireDue(): void;
}

export function createSessionStore(options: {
  /** Milliseconds since the epoch. */
  now: () => number;
  onTransition: (type: SessionEventType, session: CheckoutSession) => void;
}): SessionStore {
  // Sessions are immutable snapshots, replaced on each change, so a snapshot handed to an
  // event or a caller never changes underneath it.
  const sessions = new Map<string, CheckoutSession>();
  const nowSeconds = (): number => Math.floor(options.now() / 1000);

  function transition(id: string, type: SessionEventType, change: Partial<CheckoutSession>): boolean {
    const session = sessions.get(id);
    if (session?.status !== 'open') return false;
    const next: CheckoutSession = { ...session, ...change };
    sessions.set(id, next);
    options.onTransition(type, next);
    return true;
  }

  function expireIfDue(session: CheckoutSession): void {
    if (session.status === 'open' && nowSeconds() >= session.expiresAt) {
      transition(session.id, 'checkout.session.expired', { status: 'expired' });
    }
  }

  return {
    create(input) {
      const amounts = input.lineItems.map((item) => item.unitAmount * item.quantity);
      const discounted = (index: number) => input.discountedLines?.[index] ?? true;
      const shares = spreadDiscount(
        amounts.map((amount, index) => (discounted(index) ? amount : 0)),
        input.amountDiscount,
      );
      const lineItems = input.lineItems.map((item, index) => ({
        ...item,
        id: newId('li_'),
        priceId: newId('price_'),
        productId: item.product ?? newId('prod_'),
        amountDiscount: shares[index] ?? 0,
      }));
      const amountSubtotal = amounts.reduce((sum, amount) => sum + amount, 0);
      const session: CheckoutSession = {
        ...input,
        id: newId('cs_test_', 58),
        created: nowSeconds(),
        lineItems,
        amountSubtotal,
        amountTotal: amountSubtotal - input.amountDiscount,
        status: 'open',
        paymentStatus: 'unpaid',
        paymentIntentId: null,
      };
      sessions.set(session.id, session);
      return session;
    },
    get(id) {
      const session = sessions.get(id);
      if (session) expireIfDue(session);
      return sessions.get(id);
    },
    complete(id) {
      const session = sessions.get(id);
      // A payment arriving after `expiresAt` must fail even if no sweep has run yet.
      if (session) expireIfDue(session);
      return transition(id, 'checkout.session.completed', {
        status: 'complete',
        paymentStatus: 'paid',
        paymentIntentId: newId('pi_'),
      });
    },
    expire(id) {
      return transition(id, 'checkout.session.expired', { status: 'expired' });
    },
    expireDue() {
      for (const session of sessions.values()) expireIfDue(session);
    },
  };
}
