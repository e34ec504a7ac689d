import { afterEach, describe, expect, it } from 'vitest';
import { discountAmount, spreadDiscount } from './discounts.js';
import { checkoutParams, cleanUp, openCheckout, pollOptions, setup } from './testing.js';

// Coupons and promotion codes through the real Stripe SDK, and a Checkout Session taking one.

afterEach(cleanUp);

type Context = Awaited<ReturnType<typeof setup>>;

async function voucher(context: Context, code: string, options: { percentOff?: number; amountOff?: number; maxRedemptions?: number } = {}) {
  const coupon = await context.stripe.coupons.create(
    options.amountOff ? { amount_off: options.amountOff, currency: 'usd', duration: 'once' } : { percent_off: options.percentOff ?? 10, duration: 'once' },
  );
  const promotionCode = await context.stripe.promotionCodes.create({
    promotion: { type: 'coupon', coupon: coupon.id },
    code,
    ...(options.maxRedemptions ? { max_redemptions: options.maxRedemptions } : {}),
  });
  return { coupon, promotionCode };
}

/** Pays a session on its hosted page and waits for its completed event. */
async function pay(context: Context, url: string | null, expectedDeliveries: number) {
  const response = await (await openCheckout(url ?? '')).submitCard('4242 4242 4242 4242');
  await expect.poll(() => context.receiver.deliveries.length, pollOptions).toBe(expectedDeliveries);
  return response;
}

describe('discount arithmetic', () => {
  it('takes a percentage to the cent, halves up, and never more than the subtotal', () => {
    expect(discountAmount({ percentOff: 10, amountOff: null }, 2899)).toBe(290);
    expect(discountAmount({ percentOff: 12.5, amountOff: null }, 1004)).toBe(126);
    expect(discountAmount({ percentOff: 100, amountOff: null }, 2899)).toBe(2899);
    expect(discountAmount({ percentOff: null, amountOff: 5000 }, 2899)).toBe(2899);
  });

  it('spreads a discount over the lines in proportion, the parts adding up to it', () => {
    expect(spreadDiscount([2500, 399], 290)).toEqual([251, 39]);
    expect(spreadDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(spreadDiscount([0, 0], 0)).toEqual([0, 0]);
  });
});

describe('coupons and promotion codes', () => {
  it('creates a coupon and a code for it, and finds the code in any case', async () => {
    const context = await setup();
    const { coupon, promotionCode } = await voucher(context, 'Welcome10', { maxRedemptions: 5 });
    expect(coupon).toMatchObject({ object: 'coupon', percent_off: 10, amount_off: null, duration: 'once', times_redeemed: 0, valid: true });
    expect(promotionCode).toMatchObject({
      object: 'promotion_code',
      code: 'Welcome10',
      active: true,
      max_redemptions: 5,
      times_redeemed: 0,
      promotion: { type: 'coupon', coupon: coupon.id },
      restrictions: { first_time_transaction: false, minimum_amount: null },
    });
    expect(promotionCode.id).toMatch(/^promo_/);

    const found = await context.stripe.promotionCodes.list({ code: 'WELCOME10', active: true });
    expect(found.data.map((code) => code.id)).toEqual([promotionCode.id]);
    expect((await context.stripe.promotionCodes.list({ code: 'nope' })).data).toEqual([]);
    const expanded = await context.stripe.promotionCodes.retrieve(promotionCode.id, { expand: ['promotion.coupon'] });
    expect(expanded.promotion.coupon).toMatchObject({ id: coupon.id, percent_off: 10 });
  });

  it('refuses a second active code with the same letters, and a coupon with both or neither amount', async () => {
    const context = await setup();
    await voucher(context, 'SCHOOL5');
    const other = await context.stripe.coupons.create({ amount_off: 500, currency: 'usd' });
    await expect(context.stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: other.id }, code: 'school5' })).rejects.toMatchObject({
      code: 'resource_already_exists',
      param: 'code',
    });
    await expect(context.stripe.coupons.create({ percent_off: 10, amount_off: 100, currency: 'usd' })).rejects.toMatchObject({ param: 'percent_off' });
    await expect(context.stripe.coupons.create({ duration: 'once' })).rejects.toMatchObject({ param: 'percent_off' });
    await expect(context.stripe.coupons.create({ percent_off: 101 })).rejects.toMatchObject({ param: 'percent_off' });
    await expect(context.stripe.coupons.create({ amount_off: 500 })).rejects.toMatchObject({ param: 'currency' });
    await expect(context.stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: other.id }, code: 'no spaces' })).rejects.toMatchObject({
      param: 'code',
    });
  });

  it('deactivates a code, which then takes no session; a code may be made again once the old one is inactive', async () => {
    const context = await setup();
    const { promotionCode } = await voucher(context, 'FALL');
    const inactive = await context.stripe.promotionCodes.update(promotionCode.id, { active: false });
    expect(inactive.active).toBe(false);
    expect((await context.stripe.promotionCodes.list({ active: true })).data).toEqual([]);
    await expect(context.stripe.checkout.sessions.create(checkoutParams({ discounts: [{ promotion_code: promotionCode.id }] }))).rejects.toMatchObject({
      param: 'discounts[0][promotion_code]',
      message: expect.stringContaining('inactive'),
    });
    const again = await voucher(context, 'fall');
    expect(again.promotionCode.active).toBe(true);
    await expect(context.stripe.promotionCodes.update(promotionCode.id, { active: true })).rejects.toMatchObject({ code: 'resource_already_exists' });
  });
});

describe('a Checkout Session with a discount', () => {
  it('takes a coupon limited to a product (`applies_to`) off that product’s lines only, the line titled by the product', async () => {
    const context = await setup();
    const product = await context.stripe.products.create({ id: 'ssb_boxes', name: 'School supply box' });
    const coupon = await context.stripe.coupons.create({ percent_off: 10, duration: 'once', applies_to: { products: [product.id] } });
    expect(coupon.applies_to).toEqual({ products: ['ssb_boxes'] });
    const session = await context.stripe.checkout.sessions.create(
      checkoutParams({
        line_items: [
          { quantity: 1, price_data: { currency: 'usd', unit_amount: 2000, product: product.id } },
          { quantity: 1, price_data: { currency: 'usd', unit_amount: 125, product_data: { name: 'Sales tax' } } },
        ],
        discounts: [{ coupon: coupon.id }],
      }),
    );
    expect(session).toMatchObject({ amount_subtotal: 2125, amount_total: 1925, total_details: { amount_discount: 200 } });
    const lines = await context.stripe.checkout.sessions.listLineItems(session.id);
    expect(lines.data.map((line) => [line.description, line.amount_discount, line.amount_total])).toEqual([
      ['School supply box', 200, 1800],
      ['Sales tax', 0, 125],
    ]);
    // A line naming a product nobody made is refused, as on Stripe.
    await expect(
      context.stripe.checkout.sessions.create(
        checkoutParams({ line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 100, product: 'prod_nobody' } }] }),
      ),
    ).rejects.toMatchObject({ param: 'line_items[0][price_data][product]' });
  });

  it('takes a promotion code off the total, spread over the lines, and counts the redemption when it is paid', async () => {
    const context = await setup();
    const { coupon, promotionCode } = await voucher(context, 'TENOFF', { percentOff: 10, maxRedemptions: 1 });
    const session = await context.stripe.checkout.sessions.create(checkoutParams({ discounts: [{ promotion_code: promotionCode.id }] }));
    // 2 × $12.50 + $3.99 = $28.99; 10 % is $2.899 → $2.90.
    expect(session).toMatchObject({
      amount_subtotal: 2899,
      amount_total: 2609,
      total_details: { amount_discount: 290 },
      discounts: [{ coupon: coupon.id, promotion_code: promotionCode.id }],
    });
    const lines = await context.stripe.checkout.sessions.listLineItems(session.id);
    expect(lines.data.map((line) => [line.amount_subtotal, line.amount_discount, line.amount_total])).toEqual([
      [2500, 251, 2249],
      [399, 39, 360],
    ]);
    const page = await openCheckout(session.url ?? '');
    expect(page.html).toContain('Discount');
    expect(page.html).toContain('-$2.90');
    expect(page.html).toContain('$26.09');

    // Opening a session redeems nothing; paying it does.
    expect((await context.stripe.promotionCodes.retrieve(promotionCode.id)).times_redeemed).toBe(0);
    await pay(context, session.url, 1);
    const event = context.receiver.events()[0]!;
    expect(event.data.object).toMatchObject({ amount_total: 2609, total_details: { amount_discount: 290 } });
    expect((await context.stripe.promotionCodes.retrieve(promotionCode.id)).times_redeemed).toBe(1);
    expect((await context.stripe.coupons.retrieve(coupon.id)).times_redeemed).toBe(1);
    expect((await context.stripe.paymentIntents.retrieve(String((await context.stripe.checkout.sessions.retrieve(session.id)).payment_intent))).amount).toBe(
      2609,
    );

    // Used up: a new session is refused.
    await expect(context.stripe.checkout.sessions.create(checkoutParams({ discounts: [{ promotion_code: promotionCode.id }] }))).rejects.toMatchObject({
      param: 'discounts[0][promotion_code]',
      message: expect.stringContaining('maximum number of times'),
    });
  });

  it('refuses the payment of a second open session once a single-use code was redeemed by the first', async () => {
    const context = await setup();
    const { promotionCode } = await voucher(context, 'ONCE', { amountOff: 500, maxRedemptions: 1 });
    const first = await context.stripe.checkout.sessions.create(checkoutParams({ discounts: [{ promotion_code: promotionCode.id }] }));
    const second = await context.stripe.checkout.sessions.create(checkoutParams({ discounts: [{ promotion_code: promotionCode.id }] }));
    expect(second.amount_total).toBe(2399);
    await pay(context, first.url, 1);
    const refused = await (await openCheckout(second.url ?? '')).submitCard('4242 4242 4242 4242');
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('The discount on this checkout can no longer be used.');
    expect((await context.stripe.checkout.sessions.retrieve(second.id)).status).toBe('open');
  });

  it('takes a coupon by its id, an amount never more than the lines', async () => {
    const context = await setup();
    const coupon = await context.stripe.coupons.create({ amount_off: 10_000, currency: 'usd' });
    const session = await context.stripe.checkout.sessions.create(checkoutParams({ discounts: [{ coupon: coupon.id }] }));
    expect([session.amount_subtotal, session.total_details?.amount_discount, session.amount_total]).toEqual([2899, 2899, 0]);
    await expect(context.stripe.checkout.sessions.create(checkoutParams({ discounts: [{ coupon: 'no-such-coupon' }] }))).rejects.toMatchObject({
      param: 'discounts[0][coupon]',
    });
  });

  it('refuses an expired code', async () => {
    let clock = Date.now();
    const context = await setup({ now: () => clock });
    const coupon = await context.stripe.coupons.create({ percent_off: 20 });
    const code = await context.stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: 'SOON',
      expires_at: Math.floor(clock / 1000) + 60,
    });
    clock += 2 * 60 * 1000;
    await expect(context.stripe.checkout.sessions.create(checkoutParams({ discounts: [{ promotion_code: code.id }] }))).rejects.toMatchObject({
      message: expect.stringContaining('expired'),
    });
  });
});
