import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '@ssb/contract';
import { freePort } from '../stack/ports.js';
import { startPaymentProvider } from './server.js';
import {
  CANCEL_URL,
  API_KEY,
  checkoutParams,
  cleanUp,
  closeAfterTest,
  openCheckout,
  pollOptions,
  sdk,
  sessionOf,
  setup,
  startReceiver,
  SUCCESS_URL,
  verify,
  WEBHOOK_SECRET,
} from './testing.js';

// The real Stripe SDK against the provider on an ephemeral port, and a local receiver
// standing in for the stripeWebhook function (testing.ts).

afterEach(cleanUp);

describe('checkout sessions API', () => {
  it('creates a session the SDK reads back, and lists its line items', async () => {
    const { stripe, provider } = await setup();
    const created = await stripe.checkout.sessions.create(checkoutParams());

    expect(created).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 2899,
      currency: 'usd',
      metadata: { orderId: 'order-1' },
      client_reference_id: 'order-1',
      customer_email: 'parent@example.com',
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
      livemode: false,
      mode: 'payment',
      url: `${provider.url}/pay/${created.id}`,
    });
    expect(created.id).toMatch(/^cs_test_[A-Za-z0-9]+$/);
    // Stripe's default lifetime is 24 hours.
    expect(created.expires_at - created.created).toBe(24 * 60 * 60);

    const retrieved = await stripe.checkout.sessions.retrieve(created.id);
    expect({ ...retrieved }).toEqual({ ...created });

    const lineItems = await stripe.checkout.sessions.listLineItems(created.id);
    expect(lineItems.data.map((item) => [item.description, item.quantity, item.amount_total])).toEqual([
      ['Pencil set', 2, 2500],
      ['Glue <stick> & "tape"', 1, 399],
    ]);
    const expanded = await stripe.checkout.sessions.retrieve(created.id, { expand: ['line_items'] });
    expect(expanded.line_items?.data).toHaveLength(2);
  });

  it('takes the 100 line items Stripe allows, in their order', async () => {
    const { stripe } = await setup();
    const lineItems = Array.from({ length: 100 }, (_, index) => ({
      price_data: { currency: 'usd', unit_amount: 100 + index, product_data: { name: `Item ${index}`, description: 'One' } },
      quantity: 1,
    }));
    const session = await stripe.checkout.sessions.create(checkoutParams({ line_items: lineItems }));

    expect(session.amount_total).toBe(100 * 100 + (99 * 100) / 2);
    const listed = await stripe.checkout.sessions.listLineItems(session.id);
    expect(listed.data.map((item) => item.description)).toEqual(lineItems.map((item) => item.price_data.product_data.name));
  });

  it('uses a given expires_at within the 30 minutes to 24 hours Stripe allows', async () => {
    const { stripe } = await setup();
    const expiresAt = Math.floor(Date.now() / 1000) + 45 * 60;
    const session = await stripe.checkout.sessions.create(checkoutParams({ expires_at: expiresAt }));
    expect(session.expires_at).toBe(expiresAt);

    await expect(stripe.checkout.sessions.create(checkoutParams({ expires_at: Math.floor(Date.now() / 1000) + 10 * 60 }))).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'expires_at',
    });
  });

  it.each([
    ['no line items', { line_items: [] }, 'line_items', 'Missing required param: line_items.'],
    [
      'a zero quantity',
      { line_items: [{ price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'A' } }, quantity: 0 }] },
      'line_items[0][quantity]',
      /positive integer/,
    ],
    [
      'a fractional unit amount',
      { line_items: [{ price_data: { currency: 'usd', unit_amount: 1.5, product_data: { name: 'A' } }, quantity: 1 }] },
      'line_items[0][price_data][unit_amount]',
      /positive integer/,
    ],
    [
      'a nameless product',
      { line_items: [{ price_data: { currency: 'usd', unit_amount: 100, product_data: { name: '' } }, quantity: 1 }] },
      'line_items[0][price_data][product_data][name]',
      /Missing required param/,
    ],
    ['a missing success URL', { success_url: undefined }, 'success_url', 'Missing required param: success_url.'],
    ['a relative cancel URL', { cancel_url: '/my-orders' }, 'cancel_url', 'Not a valid URL: /my-orders'],
    ['an unsupported mode', { mode: 'subscription' as const }, 'mode', /only mode=payment/],
  ])('rejects %s with a StripeInvalidRequestError naming the parameter', async (_case, overrides, param, message) => {
    const { stripe } = await setup();
    const attempt = stripe.checkout.sessions.create(checkoutParams(overrides));
    await expect(attempt).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 400, param, message: expect.stringMatching(message) });
  });

  it('answers an unknown session with resource_missing', async () => {
    const { stripe } = await setup();
    await expect(stripe.checkout.sessions.retrieve('cs_test_unknown')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such checkout.session: 'cs_test_unknown'",
    });
  });

  it('requires a test secret key, as Stripe does', async () => {
    const { provider } = await setup();
    await expect(sdk(provider.url, 'sk_live_abcdefghijklmnop').checkout.sessions.create(checkoutParams())).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );

    const response = await fetch(`${provider.url}/v1/checkout/sessions`, { method: 'POST', body: 'mode=payment' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.stringContaining('You did not provide an API key') },
    });

    // `curl -u sk_test_…:` sends the key as the Basic auth user name.
    const basic = await fetch(`${provider.url}/v1/checkout/sessions/cs_test_unknown`, {
      headers: { Authorization: `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}` },
    });
    expect(basic.status).toBe(404);
  });

  it('puts the public URL in the session and answers /health', async () => {
    const { stripe, provider } = await setup({ publicUrl: 'http://payments.local:4242/' });
    const session = await stripe.checkout.sessions.create(checkoutParams());
    expect(session.url).toBe(`http://payments.local:4242/pay/${session.id}`);

    const health = await fetch(`${provider.url}/health`);
    expect([health.status, await health.text()]).toEqual([200, 'ok']);
  });

  it('replays the saved response for a repeated idempotency key', async () => {
    const { stripe } = await setup();
    const first = await stripe.checkout.sessions.create(checkoutParams(), { idempotencyKey: 'order-1-checkout' });
    const again = await stripe.checkout.sessions.create(checkoutParams(), { idempotencyKey: 'order-1-checkout' });
    expect(again.id).toBe(first.id);

    await expect(
      stripe.checkout.sessions.create(checkoutParams({ client_reference_id: 'order-2' }), {
        idempotencyKey: 'order-1-checkout',
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });
});

describe('hosted checkout page', () => {
  it('speaks Spanish for a session opened with locale es, as Stripe Checkout does, and English otherwise', async () => {
    const { stripe } = await setup({ merchantName: 'School Supply Box' });
    const spanish = await stripe.checkout.sessions.create(checkoutParams({ locale: 'es' }));
    expect(spanish.locale).toBe('es');
    const page = await openCheckout(spanish.url ?? '');
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).toContain('<title>Pagar a School Supply Box</title>');
    expect(page.html).toContain('<label for="card-number">Número de tarjeta</label>');
    expect(page.html).toContain('<button type="submit">Pagar</button>');
    expect(page.html).toMatch(/>Cancelar<\/a>/);
    expect(page.html).toContain('Tarjetas de prueba: <span class="card">4242 4242 4242 4242</span> se aprueba');
    expect(page.html).toContain(formatMoney(28.99, 'es'));
    const declined = await (await page.submitCard('4000 0000 0000 0002')).text();
    expect(declined).toContain('<p id="card-error" class="error" role="alert">Su tarjeta fue rechazada.</p>');

    const english = await openCheckout((await stripe.checkout.sessions.create(checkoutParams({ locale: 'en' }))).url ?? '');
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('<button type="submit">Pay</button>');
  });

  it('without a locale or with auto, speaks the browser’s language; refuses a locale Stripe does not know', async () => {
    const { stripe } = await setup();
    for (const locale of [undefined, 'auto'] as const) {
      const { url } = await stripe.checkout.sessions.create(checkoutParams(locale ? { locale } : {}));
      const html = await (await fetch(url ?? '', { headers: { 'Accept-Language': 'es-MX,es;q=0.9' } })).text();
      expect(html, String(locale)).toContain('<button type="submit">Pagar</button>');
      expect(await (await fetch(url ?? '')).text(), String(locale)).toContain('<button type="submit">Pay</button>');
    }
    await expect(stripe.checkout.sessions.create(checkoutParams({ locale: 'xx' as never }))).rejects.toMatchObject({ param: 'locale' });
  });

  it('shows the merchant, the escaped items, the total, the card field, Pay and Cancel', async () => {
    const { stripe } = await setup({ merchantName: 'School Supply Box' });
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const page = await openCheckout(session.url ?? '');

    expect(page.status).toBe(200);
    expect(page.html).toContain('School Supply Box');
    expect(page.html).toContain('Pencil set');
    expect(page.html).toContain('Glue &lt;stick&gt; &amp; &quot;tape&quot;');
    expect(page.html).not.toContain('<stick>');
    expect(page.html).toContain('$25.00');
    expect(page.html).toContain('$28.99');
    expect(page.html).toContain('<label for="card-number">Card number</label>');
    expect(page.html).toContain('<button type="submit">Pay</button>');
    expect(page.html).toMatch(/>Cancel<\/a>/);
  });

  it('pays with 4242 4242 4242 4242: redirects to the success URL and delivers a signed completed event', async () => {
    const { stripe, receiver } = await setup();
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const page = await openCheckout(session.url ?? '');

    const response = await page.submitCard('4242 4242 4242 4242');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(SUCCESS_URL.replace('{CHECKOUT_SESSION_ID}', session.id));

    await expect.poll(() => receiver.deliveries.length, pollOptions).toBe(1);
    const [delivery] = receiver.deliveries;
    if (!delivery) throw new Error('no delivery');
    expect(delivery.contentType).toMatch(/^application\/json/);
    const event = verify(delivery);
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(sessionOf(event)).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      amount_total: 2899,
      metadata: { orderId: 'order-1' },
    });
    expect(() => verify(delivery, 'whsec_wrong_secret')).toThrow(Stripe.errors.StripeSignatureVerificationError);

    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(paid.payment_intent).toMatch(/^pi_/);

    const paidPage = await openCheckout(session.url ?? '');
    expect(paidPage.html).toContain('This payment is complete.');
    expect(paidPage.html).not.toContain('>Pay</button>');
    // A second submit of the same form lands on the success page again, without a second
    // event: the next event to arrive is the one for another session.
    expect((await page.submitCard('4242424242424242')).headers.get('location')).toContain(session.id);
    const other = await stripe.checkout.sessions.create(checkoutParams());
    await stripe.checkout.sessions.expire(other.id);
    await expect.poll(() => receiver.deliveries.length, pollOptions).toBe(2);
    expect(receiver.events().map((received) => sessionOf(received).id)).toEqual([session.id, other.id]);
  });

  it('declines 4000 0000 0000 0002 on the page, keeping the session open and sending no event', async () => {
    const { stripe, receiver } = await setup();
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const page = await openCheckout(session.url ?? '');

    const response = await page.submitCard('4000 0000 0000 0002');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Your card was declined.');
    expect(html).toContain('<button type="submit">Pay</button>');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

    // Events go out in order, so if the decline had sent one it would arrive first.
    await stripe.checkout.sessions.expire(session.id);
    await expect.poll(() => receiver.deliveries.length, pollOptions).toBe(1);
    expect(receiver.events().map((event) => event.type)).toEqual(['checkout.session.expired']);
  });

  it('refuses any other card number with a visible message', async () => {
    const { stripe } = await setup();
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const page = await openCheckout(session.url ?? '');

    const response = await page.submitCard('1234 5678 <b>');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Your card number is invalid.');
    expect(html).toContain('value="1234 5678 &lt;b&gt;"');
    expect(await (await page.submitCard('')).text()).toContain('Enter a card number.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('cancels to the cancel URL and leaves the session open', async () => {
    const { stripe } = await setup();
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const page = await openCheckout(session.url ?? '');

    const response = await page.cancel();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(CANCEL_URL);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('answers an unknown session with a 404 page', async () => {
    const { provider } = await setup();
    const response = await fetch(`${provider.url}/pay/cs_test_unknown`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Checkout not found');
  });
});

describe('expiry', () => {
  it('expires an open session through the API with a checkout.session.expired event', async () => {
    const { stripe, receiver } = await setup();
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const pageOpenBeforeExpiry = await openCheckout(session.url ?? '');

    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: 'expired', payment_status: 'unpaid', url: null });
    await expect.poll(() => receiver.deliveries.length, pollOptions).toBe(1);
    const [event] = receiver.events();
    expect(event?.type).toBe('checkout.session.expired');
    expect(event && sessionOf(event)).toMatchObject({ id: session.id, status: 'expired', metadata: { orderId: 'order-1' } });

    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      message: expect.stringContaining('status of open'),
    });
    const page = await openCheckout(`${new URL(session.url ?? '').origin}/pay/${session.id}`);
    expect(page.html).toContain('This checkout session has expired.');
    expect(page.html).not.toContain('>Pay</button>');
    const latePayment = await pageOpenBeforeExpiry.submitCard('4242 4242 4242 4242');
    expect(latePayment.status).toBe(200);
    expect(await latePayment.text()).toContain('This checkout session has expired.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    expect(receiver.deliveries).toHaveLength(1);
  });

  it('expires a session at expires_at without anyone asking about it', async () => {
    let clock = Date.now();
    const { stripe, receiver } = await setup({ now: () => clock });
    const session = await stripe.checkout.sessions.create(checkoutParams({ expires_at: Math.floor(clock / 1000) + 31 * 60 }));

    clock += 32 * 60 * 1000;
    await expect.poll(() => receiver.deliveries.length, pollOptions).toBe(1);
    const [event] = receiver.events();
    expect(event?.type).toBe('checkout.session.expired');
    expect(event && sessionOf(event).id).toBe(session.id);
  });
});

describe('webhook delivery', () => {
  async function payOnce(stripe: Stripe): Promise<void> {
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const page = await openCheckout(session.url ?? '');
    expect((await page.submitCard('4242424242424242')).status).toBe(303);
  }

  it('retries a failed delivery, signing each attempt', async () => {
    const { stripe, receiver } = await setup({ answers: [500] });
    await payOnce(stripe);

    await expect.poll(() => receiver.deliveries.length, pollOptions).toBe(2);
    expect(receiver.deliveries.map((delivery) => delivery.answeredWith)).toEqual([500, 200]);
    const [first, second] = receiver.events();
    expect(second?.id).toBe(first?.id);
    expect(second?.type).toBe('checkout.session.completed');
  });

  it('retries a refused connection until the endpoint comes up', async () => {
    const port = await freePort();
    const log: string[] = [];
    const provider = await startPaymentProvider({
      port: 0,
      webhookUrl: `http://127.0.0.1:${port}/stripeWebhook`,
      webhookSecret: WEBHOOK_SECRET,
      retry: { delaysMs: [100, 100, 100, 100] },
      log: (message) => log.push(message),
    });
    closeAfterTest(() => provider.close());
    await payOnce(sdk(provider.url));

    await expect.poll(() => log.some((line) => line.includes('ECONNREFUSED')), pollOptions).toBe(true);
    const receiver = await startReceiver({ port });
    await expect.poll(() => receiver.deliveries.length, pollOptions).toBe(1);
    expect(receiver.events()[0]?.type).toBe('checkout.session.completed');
  });

  it('gives up after the last retry delay', async () => {
    const log: string[] = [];
    const { stripe, receiver } = await setup({ answers: [500, 500, 500, 500], log: (message) => log.push(message) });
    await payOnce(stripe);

    await expect.poll(() => log.some((line) => line.includes('giving up')), pollOptions).toBe(true);
    expect(receiver.deliveries.map((delivery) => delivery.answeredWith)).toEqual([500, 500, 500]);
  });

  it('cancels pending retries on close', async () => {
    const { stripe, receiver, provider } = await setup({ answers: [500], retry: { delaysMs: [60_000] } });
    await payOnce(stripe);
    await expect.poll(() => receiver.deliveries.length, pollOptions).toBe(1);

    const started = Date.now();
    await provider.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(receiver.deliveries).toHaveLength(1);
  });
});

describe('refunds', () => {
  /** A session paid on the hosted page, with the PaymentIntent metadata checkout sends. */
  async function paidSession(context: Awaited<ReturnType<typeof setup>>) {
    const session = await context.stripe.checkout.sessions.create(checkoutParams({ payment_intent_data: { metadata: { orderId: 'order-1' } } }));
    await (await openCheckout(session.url ?? '')).submitCard('4242 4242 4242 4242');
    await expect.poll(() => context.receiver.deliveries.length, pollOptions).toBe(1);
    const paid = await context.stripe.checkout.sessions.retrieve(session.id);
    return { session: paid, paymentIntentId: String(paid.payment_intent) };
  }

  it('refunds a paid session in full and delivers a signed charge.refunded event carrying the PaymentIntent metadata', async () => {
    const context = await setup();
    const { paymentIntentId } = await paidSession(context);
    const refund = await context.stripe.refunds.create({ payment_intent: paymentIntentId, reason: 'requested_by_customer', metadata: { orderId: 'order-1' } });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 2899,
      currency: 'usd',
      payment_intent: paymentIntentId,
      status: 'succeeded',
      reason: 'requested_by_customer',
      metadata: { orderId: 'order-1' },
    });
    expect(refund.id).toMatch(/^re_/);

    await expect.poll(() => context.receiver.deliveries.length, pollOptions).toBe(2);
    const event = context.receiver.events()[1]!;
    expect(event.type).toBe('charge.refunded');
    expect(event.data.object).toMatchObject({
      object: 'charge',
      id: refund.charge,
      amount: 2899,
      amount_refunded: 2899,
      refunded: true,
      payment_intent: paymentIntentId,
      metadata: { orderId: 'order-1' },
    });

    expect(await context.stripe.refunds.retrieve(refund.id)).toMatchObject({ id: refund.id, amount: 2899 });
    expect((await context.stripe.refunds.list({ payment_intent: paymentIntentId })).data.map((r) => r.id)).toEqual([refund.id]);
    expect(await context.stripe.paymentIntents.retrieve(paymentIntentId)).toMatchObject({
      status: 'succeeded',
      amount: 2899,
      latest_charge: refund.charge,
      metadata: { orderId: 'order-1' },
    });
    expect(await context.stripe.charges.retrieve(String(refund.charge))).toMatchObject({ refunded: true, amount_refunded: 2899 });
  });

  it('answers a repeated idempotency key with the same refund and no second event; a new request on a refunded charge is refused', async () => {
    const context = await setup();
    const { paymentIntentId } = await paidSession(context);
    const first = await context.stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey: 'refund-order-1' });
    const again = await context.stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey: 'refund-order-1' });
    expect(again.id).toBe(first.id);
    await expect(context.stripe.refunds.create({ payment_intent: paymentIntentId })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_already_refunded',
    });
    await expect.poll(() => context.receiver.deliveries.length, pollOptions).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(context.receiver.deliveries).toHaveLength(2);
    expect((await context.stripe.refunds.list({ payment_intent: paymentIntentId })).data).toHaveLength(1);
  });

  it('refunds part of a charge, then the rest, and refuses more than is left', async () => {
    const context = await setup();
    const { paymentIntentId } = await paidSession(context);
    await expect(context.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 2900 })).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount ($29.00) is greater than charge amount ($28.99)',
    });
    await context.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 899 });
    await expect(context.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 2001 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      message: 'Refund amount ($20.01) is greater than unrefunded amount on charge ($20.00)',
    });
    const rest = await context.stripe.refunds.create({ payment_intent: paymentIntentId });
    expect(rest.amount).toBe(2000);
    await expect.poll(() => context.receiver.deliveries.length, pollOptions).toBe(3);
    const [partial, full] = context.receiver
      .events()
      .slice(1)
      .map((event) => event.data.object as Stripe.Charge);
    expect([partial?.refunded, partial?.amount_refunded, full?.refunded, full?.amount_refunded]).toEqual([false, 899, true, 2899]);
  });

  it('answers an unknown PaymentIntent with resource_missing and a refund naming nothing with parameter_missing', async () => {
    const { stripe } = await setup();
    await expect(stripe.refunds.create({ payment_intent: 'pi_unknown' })).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    await expect(stripe.refunds.create({})).rejects.toMatchObject({ statusCode: 400, code: 'parameter_missing' });
    await expect(stripe.refunds.retrieve('re_unknown')).rejects.toMatchObject({ statusCode: 404 });
  });
});
