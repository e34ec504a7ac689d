// What the provider's tests share: the real Stripe SDK against the provider on an ephemeral
// port, and a local receiver standing in for the stripeWebhook function.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startPaymentProvider, type PaymentProviderOptions } from './server.js';

export const WEBHOOK_SECRET = 'whsec_local_test_secret';
export const API_KEY = 'sk_test_local';
export const SUCCESS_URL = 'http://localhost:5000/my-orders?status=paid&orderId=order-1&session={CHECKOUT_SESSION_ID}';
export const CANCEL_URL = 'http://localhost:5000/my-orders?status=failed&orderId=order-1';
const verifier = new Stripe('sk_test_verifier');

const cleanups: Array<() => Promise<void>> = [];

/** Stops what the test started, last first: each test file runs it after each test. */
export async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

export interface Delivery {
  rawBody: string;
  signature: string;
  contentType: string | undefined;
  answeredWith: number;
}

/** A webhook endpoint answering the given statuses in turn, then 200. */
export async function startReceiver(options: { answers?: number[]; port?: number } = {}) {
  const answers = [...(options.answers ?? [])];
  const deliveries: Delivery[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = answers.shift() ?? 200;
      deliveries.push({
        rawBody: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['stripe-signature']),
        contentType: request.headers['content-type'],
        answeredWith: status,
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return {
    url: `http://127.0.0.1:${port}/stripeWebhook`,
    deliveries,
    events: () => deliveries.map((delivery) => verify(delivery)),
  };
}

export function verify(delivery: Delivery, secret = WEBHOOK_SECRET): Stripe.Event {
  return verifier.webhooks.constructEvent(delivery.rawBody, delivery.signature, secret);
}

export function sessionOf(event: Stripe.Event): Stripe.Checkout.Session {
  return event.data.object as Stripe.Checkout.Session;
}

export async function setup(options: Partial<PaymentProviderOptions> & { answers?: number[] } = {}) {
  const { answers, ...providerOptions } = options;
  const receiver = await startReceiver({ answers });
  const provider = await startPaymentProvider({
    port: 0,
    webhookUrl: receiver.url,
    webhookSecret: WEBHOOK_SECRET,
    retry: { delaysMs: [20, 20] },
    ...providerOptions,
  });
  cleanups.push(() => provider.close());
  return { receiver, provider, stripe: sdk(provider.url) };
}

/** Stops `close` after the test, with what the test started. */
export function closeAfterTest(close: () => Promise<void>): void {
  cleanups.push(close);
}

export function sdk(url: string, apiKey = API_KEY): Stripe {
  const { hostname, port } = new URL(url);
  return new Stripe(apiKey, { host: hostname, port: Number(port), protocol: 'http', maxNetworkRetries: 0 });
}

export function checkoutParams(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: 'usd',
          unit_amount: 1250,
          product_data: { name: 'Pencil set', description: '12 HB pencils' },
        },
        quantity: 2,
      },
      { price_data: { currency: 'usd', unit_amount: 399, product_data: { name: 'Glue <stick> & "tape"' } }, quantity: 1 },
    ],
    success_url: SUCCESS_URL,
    cancel_url: CANCEL_URL,
    customer_email: 'parent@example.com',
    client_reference_id: 'order-1',
    metadata: { orderId: 'order-1' },
    ...overrides,
  };
}

/** Loads the hosted page and finds its form and cancel link, as a browser would. */
export async function openCheckout(pageUrl: string) {
  const response = await fetch(pageUrl);
  const html = await response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const cancel = /<a class="secondary" href="([^"]+)">Cancel<\/a>/.exec(html)?.[1];
  return {
    status: response.status,
    html,
    submitCard: (cardNumber: string) =>
      fetch(new URL(action ?? 'missing-form', pageUrl), {
        method: 'POST',
        body: new URLSearchParams({ cardNumber }),
        redirect: 'manual',
      }),
    cancel: () => fetch(new URL(cancel ?? 'missing-cancel-link', pageUrl), { redirect: 'manual' }),
  };
}

export const pollOptions = { timeout: 3000, interval: 10 };
