// A local stand-in for Stripe Checkout. The product's unchanged Stripe SDK reaches it via
// the SDK's host/port/protocol options; see docs/local-stack.md, "The payment provider".
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { createDiscountStore } from './discounts.js';
import { createIdempotencyCache } from './idempotency.js';
import { PAY_PATH } from './page-routes.js';
import { createPaymentStore } from './payments.js';
import { createSessionStore } from './sessions.js';
import { chargeObject, eventObject, sessionObject } from './stripe-objects.js';
import { createTaxStore } from './tax.js';
import { createWebhookDelivery } from './webhook-delivery.js';
import { loadPageLanguages } from './texts.js';

export interface PaymentProviderOptions {
  /** 0 picks a free port. */
  port: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  webhookUrl: string;
  webhookSecret: string;
  /** Shown on the checkout page. Defaults to "School Supply Box". */
  merchantName?: string;
  /** This server's base URL as the browser sees it. Defaults to http://HOST:PORT. */
  publicUrl?: string;
  /** Pauses between webhook attempts; after the last one the event is dropped. */
  retry?: { delaysMs: number[] };
  /**
   * The clock for session timestamps and expiry, in milliseconds since the epoch; tests
   * move it forward to expire sessions. Webhook signatures always use the real clock,
   * because receivers check them against theirs.
   */
  now?: () => number;
  /** Receives one line per webhook delivery outcome. Silent by default. */
  log?: (message: string) => void;
}

export interface PaymentProvider {
  /** Base URL of the API, for the Stripe SDK's host and port. */
  url: string;
  /** Stops serving, cancels pending webhook retries and timers. */
  close(): Promise<void>;
}

// Stripe's retries span days; compressed here to about a minute.
const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 30_000];
// Expiry must produce its event without anyone looking at the session, so a sweep looks.
const EXPIRY_SWEEP_MS = 250;

export async function startPaymentProvider(options: PaymentProviderOptions): Promise<PaymentProvider> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? Date.now;
  const log = options.log ?? ((): void => undefined);

  await loadPageLanguages();
  const server = http.createServer();
  await listen(server, options.port, host);
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '');
  const payUrl = (sessionId: string): string => `${publicUrl}${PAY_PATH}/${sessionId}`;

  const delivery = createWebhookDelivery({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    delaysMs: options.retry?.delaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    log,
  });
  const payments = createPaymentStore({
    now,
    onRefund: (payment) =>
      delivery.send(
        eventObject('charge.refunded', chargeObject(payment), {
          created: Math.floor(now() / 1000),
          apiVersion: payment.apiVersion,
        }),
      ),
  });
  const discounts = createDiscountStore({ now });
  const store = createSessionStore({
    now,
    onTransition: (type, session) => {
      if (type === 'checkout.session.completed') {
        payments.record(session);
        // Stripe counts a redemption when the payment succeeds, not when the session opens.
        if (session.discount) discounts.redeem(session.discount);
      }
      delivery.send(
        eventObject(type, sessionObject(session, payUrl(session.id)), {
          created: Math.floor(now() / 1000),
          apiVersion: session.apiVersion,
        }),
      );
    },
  });
  const idempotency = createIdempotencyCache(now);
  const sweep = setInterval(() => store.expireDue(), EXPIRY_SWEEP_MS);
  // Served only now that the port is known: session URLs carry it.
  const tax = createTaxStore({ now });
  server.on(
    'request',
    createApp({ store, payments, tax, discounts, idempotency, now, payUrl, merchantName: options.merchantName ?? 'School Supply Box', log }),
  );

  let closing: Promise<void> | undefined;
  return {
    url,
    close() {
      closing ??= (async () => {
        clearInterval(sweep);
        const stopped = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
        // The Stripe SDK keeps connections alive; without this close() would wait for them.
        server.closeAllConnections();
        await Promise.all([stopped, delivery.close()]);
      })();
      return closing;
    },
  };
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
