import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import Stripe from 'stripe';
import { as, onlyAdminMay } from '../support/admin-matrix';
import { expectAnswer } from '../support/answers';
import { bearer, closeAdminAuth, signIn } from '../support/auth';
import { personasFor, type Personas } from '../support/roles';
import { call, createPrivateSchool } from '../support/school-data';
import { closeTestDb, ports, secrets, testDb } from '../support/stack';

// Codes and vouchers (POST, GET and PUT /promotion-codes, POST /promotion-codes/batch and its CSV):
// administrators make them; each is a Stripe coupon and promotion code, and our own record of it.
// The checkout takes them later.

// The pages are read newest first across every code: the tests take turns.
test.describe.configure({ mode: 'serial' });

interface PromotionCode {
  id: string;
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  expiresOn: string | null;
  maxRedemptions: number | null;
  timesRedeemed: number;
  schoolId: string | null;
  active: boolean;
  batchId: string | null;
  createdAt: string;
}
type Page = { promotionCodes: PromotionCode[]; nextCursor: string | null };

const stripe = new Stripe(secrets.stripeSecretKey, { host: '127.0.0.1', port: ports.payments, protocol: 'http' });
const unique = (prefix: string) => `${prefix}${randomUUID().replace(/-/g, '').slice(0, 8)}`.toUpperCase();

let admin: string;
let personas: Personas;
let schoolId: string;

test.beforeAll(async () => {
  admin = await signIn('admin@example.com');
  schoolId = await createPrivateSchool(`Codes School ${randomUUID().slice(0, 6)}`, {
    window: { orderingOpensOn: null, orderingClosesOn: null, timeZone: 'America/Chicago' },
  });
  personas = await personasFor(schoolId, await createPrivateSchool());
});

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const create = (body: unknown, token: string | null = admin) => call<{ promotionCode: PromotionCode; error?: string }>('POST', '/promotion-codes', token, body);
const stored = async (id: string) => (await testDb().doc(`promotionCodes/${id}`).get()).data();

test('an administrator makes a percentage code: our record with its Stripe coupon and promotion code, for every school, without an end', async () => {
  const code = unique('Fall');
  const res = await create({ code, percentOff: 10 });
  expect(res.status).toBe(201);
  expect(res.body.promotionCode).toEqual({
    id: code.toUpperCase(),
    code,
    percentOff: 10,
    amountOff: null,
    expiresOn: null,
    maxRedemptions: null,
    timesRedeemed: 0,
    schoolId: null,
    active: true,
    batchId: null,
    createdAt: expect.any(String),
  });
  const doc = await stored(code.toUpperCase());
  expect(doc).toMatchObject({ code, percentOff: 10, amountOffCents: null, timesRedeemed: 0, active: true, stripeCouponId: expect.any(String) });
  const promotion = await stripe.promotionCodes.retrieve(doc!.stripePromotionCodeId as string, { expand: ['promotion.coupon'] });
  expect(promotion).toMatchObject({ code, active: true, max_redemptions: null, expires_at: null, times_redeemed: 0 });
  expect(promotion.promotion.coupon).toMatchObject({ id: doc!.stripeCouponId, percent_off: 10, amount_off: null, duration: 'once' });
});

test('an amount off, for one school, until a day and for a number of uses: Stripe’s code ends when that day ends where the school is', async () => {
  const code = unique('Lincoln');
  const res = await create({ code, amountOff: 5, expiresOn: '2030-08-31', maxRedemptions: 40, schoolId });
  expect(res.status).toBe(201);
  expect(res.body.promotionCode).toMatchObject({ code, percentOff: null, amountOff: 5, expiresOn: '2030-08-31', maxRedemptions: 40, schoolId });
  const doc = (await stored(code))!;
  expect(doc).toMatchObject({ amountOffCents: 500, schoolId, maxRedemptions: 40, expiresOn: '2030-08-31' });
  const promotion = await stripe.promotionCodes.retrieve(doc.stripePromotionCodeId as string, { expand: ['promotion.coupon'] });
  // The school is in Chicago: August 31 ends at 05:00 UTC on September 1 (CDT).
  expect(promotion).toMatchObject({ max_redemptions: 40, expires_at: Date.parse('2030-09-01T05:00:00Z') / 1000 });
  expect(promotion.promotion.coupon).toMatchObject({ amount_off: 500, currency: 'usd', percent_off: null });

  // A code for every school ends when the day ends in Hawaii, the last of the states to end it.
  const everywhere = unique('Late');
  await create({ code: everywhere, percentOff: 5, expiresOn: '2030-08-31' });
  const late = await stripe.promotionCodes.retrieve((await stored(everywhere))!.stripePromotionCodeId as string);
  expect(late.expires_at).toBe(Date.parse('2030-09-01T10:00:00Z') / 1000);
});

test('codes are told apart without regard to case: one that exists is 409, and nothing more is made in Stripe', async () => {
  const code = unique('Twice');
  expect((await create({ code, percentOff: 15 })).status).toBe(201);
  const before = (await stripe.promotionCodes.list({ code, limit: 100 })).data.length;
  const again = await create({ code: code.toLowerCase(), percentOff: 20 });
  expect(again.status).toBe(409);
  expect(again.body.error).toBe(`The code ${code.toLowerCase()} already exists`);
  expect((await stored(code))!.percentOff).toBe(15);
  expect((await stripe.promotionCodes.list({ code, limit: 100 })).data).toHaveLength(before);
});

test('GET /promotion-codes pages every code, newest first', async ({ request }) => {
  const made = [unique('PageA'), unique('PageB'), unique('PageC')];
  for (const code of made) await create({ code, percentOff: 5 });
  const first = await request.get('/api/promotion-codes?limit=2', as(admin));
  await expectAnswer('GET /promotion-codes', first);
  const page = (await first.json()) as Page;
  expect(page.promotionCodes.map((c) => c.code)).toEqual([made[2], made[1]]);
  expect(page.nextCursor).toEqual(expect.any(String));
  const second = (await (await request.get(`/api/promotion-codes?limit=2&cursor=${page.nextCursor}`, as(admin))).json()) as Page;
  expect(second.promotionCodes[0]?.code).toBe(made[0]);
  expect((await request.get('/api/promotion-codes?cursor=not-a-cursor', as(admin))).status()).toBe(400);
});

test('PUT /promotion-codes/{id} turns a code off and on, in Stripe too; an unknown one is 404', async () => {
  const code = unique('Switch');
  await create({ code, percentOff: 25 });
  const off = await call<{ promotionCode: PromotionCode }>('PUT', `/promotion-codes/${code}`, admin, { active: false });
  expect(off.status).toBe(200);
  expect(off.body.promotionCode).toMatchObject({ code, active: false });
  const doc = (await stored(code))!;
  expect(doc.active).toBe(false);
  expect((await stripe.promotionCodes.retrieve(doc.stripePromotionCodeId as string)).active).toBe(false);
  const on = await call<{ promotionCode: PromotionCode }>('PUT', `/promotion-codes/${code.toLowerCase()}`, admin, { active: true });
  expect(on.body.promotionCode.active).toBe(true);
  expect((await stripe.promotionCodes.retrieve(doc.stripePromotionCodeId as string)).active).toBe(true);
  expect((await call('PUT', '/promotion-codes/NOSUCHCODE', admin, { active: false })).status).toBe(404);
});

test('a batch of single-use vouchers for a school: one coupon, a code each, and a CSV of the codes to print, safe from formulas', async ({ request }) => {
  const formulaSchool = await createPrivateSchool('=HYPERLINK("http://x.example","Win")');
  const res = await request.post('/api/promotion-codes/batch', { data: { count: 25, percentOff: 100, schoolId: formulaSchool }, ...as(admin) });
  expect(res.status(), await res.text()).toBe(201);
  await expectAnswer('POST /promotion-codes/batch', res);
  const { batch } = (await res.json()) as { batch: { id: string; schoolId: string; percentOff: number; count: number; createdAt: string } };
  expect(batch).toEqual({ id: expect.any(String), schoolId: formulaSchool, percentOff: 100, count: 25, createdAt: expect.any(String) });

  const codes = (await testDb().collection('promotionCodes').where('batchId', '==', batch.id).get()).docs.map((d) => d.data());
  expect(codes).toHaveLength(25);
  expect(new Set(codes.map((c) => c.code)).size).toBe(25);
  expect(codes.every((c) => c.maxRedemptions === 1 && c.schoolId === formulaSchool && c.percentOff === 100 && c.active)).toBe(true);
  expect(new Set(codes.map((c) => c.stripeCouponId)).size).toBe(1);
  const coupon = await stripe.coupons.retrieve(codes[0]!.stripeCouponId as string);
  expect(coupon).toMatchObject({ percent_off: 100, duration: 'once' });
  const promotion = await stripe.promotionCodes.retrieve(codes[0]!.stripePromotionCodeId as string);
  expect(promotion).toMatchObject({ code: codes[0]!.code, max_redemptions: 1, active: true });

  const csv = await request.get(`/api/promotion-codes/batch/${batch.id}/export`, as(admin));
  expect(csv.status()).toBe(200);
  await expectAnswer('GET /promotion-codes/batch/{id}/export', csv);
  expect(csv.headers()['content-disposition']).toMatch(/attachment; filename="vouchers-.+\.csv"/);
  const rows = parse(await csv.text(), { bom: true, columns: true }) as Record<string, string>[];
  expect(rows).toHaveLength(25);
  expect(Object.keys(rows[0]!)).toEqual(['Code', 'School', 'Discount']);
  expect(rows.map((r) => r.Code).sort()).toEqual(codes.map((c) => c.code).sort());
  expect(rows[0]).toMatchObject({ School: `'=HYPERLINK("http://x.example","Win")`, Discount: '100%' });
  expect((await request.get('/api/promotion-codes/batch/no-such-batch/export', as(admin))).status()).toBe(404);

  const spanish = await request.get(`/api/promotion-codes/batch/${batch.id}/export`, { headers: { ...bearer(admin), 'Accept-Language': 'es' } });
  expect((await spanish.text()).split('\r\n')[0]).toBe('\uFEFFCódigo,Escuela,Descuento');
});

test('only administrators make, list, change and export codes: everyone else is refused and nothing is written', async ({ request }) => {
  const code = unique('Refused');
  const existing = unique('Kept');
  await create({ code: existing, percentOff: 10 });
  const batches = async () => (await testDb().collection('promotionCodeBatches').where('schoolId', '==', schoolId).get()).size;
  const batchesBefore = await batches();
  await onlyAdminMay(personas, (token) => request.post('/api/promotion-codes', { data: { code, percentOff: 10 }, ...as(token) }));
  await onlyAdminMay(personas, (token) => request.get('/api/promotion-codes', as(token)));
  await onlyAdminMay(personas, (token) => request.put(`/api/promotion-codes/${existing}`, { data: { active: false }, ...as(token) }));
  await onlyAdminMay(personas, (token) => request.post('/api/promotion-codes/batch', { data: { count: 2, percentOff: 100, schoolId }, ...as(token) }));
  await onlyAdminMay(personas, (token) => request.get('/api/promotion-codes/batch/any-batch/export', as(token)));
  expect(await stored(code.toUpperCase())).toBeUndefined();
  expect((await stored(existing))!.active).toBe(true);
  expect(await batches()).toBe(batchesBefore);
});

test('bad input is 400 naming the field, and makes nothing', async () => {
  const code = unique('Bad');
  const bad: [unknown, string | RegExp][] = [
    [{ code, percentOff: 10, amountOff: 5 }, 'percentOff: Give a percentage off or an amount off, not both'],
    [{ code }, 'percentOff: Give a percentage off or an amount off, not both'],
    [{ code, percentOff: 101 }, 'percentOff: A percentage off is more than 0 and at most 100, with at most two decimals'],
    [{ code, percentOff: 0 }, /^percentOff: /],
    [{ code, percentOff: 12.345 }, /^percentOff: /],
    [{ code, amountOff: 0 }, 'amountOff: An amount off is more than $0.00, with at most two decimals'],
    [{ code, amountOff: -5 }, /^amountOff: /],
    [{ code, amountOff: 1.005 }, /^amountOff: /],
    [{ code: 'AB', percentOff: 10 }, 'code: A code is 3 to 30 letters and digits'],
    [{ code: 'SPACE CODE', percentOff: 10 }, /^code: /],
    [{ code: 'X'.repeat(31), percentOff: 10 }, /^code: /],
    [{ percentOff: 10 }, /^code: /],
    [{ code, percentOff: 10, maxRedemptions: 0 }, /^maxRedemptions: /],
    [{ code, percentOff: 10, expiresOn: '2030-02-30' }, /^expiresOn: /],
    [{ code, percentOff: 10, expiresOn: '2020-01-01' }, 'expiresOn: The last day a code works cannot be in the past'],
    [{ code, percentOff: 10, schoolId: 'no-such-school' }, 'schoolId: There is no school with this id'],
  ];
  for (const [body, error] of bad) {
    const res = await create(body);
    expect(res.status, JSON.stringify(body)).toBe(400);
    if (typeof error === 'string') expect(res.body.error, JSON.stringify(body)).toBe(error);
    else expect(res.body.error, JSON.stringify(body)).toMatch(error);
  }
  expect(await stored(code)).toBeUndefined();

  const batchBad: [unknown, string | RegExp][] = [
    [{ count: 501, percentOff: 100, schoolId }, 'count: A batch has 1 to 500 codes'],
    [{ count: 0, percentOff: 100, schoolId }, 'count: A batch has 1 to 500 codes'],
    [{ count: 2.5, percentOff: 100, schoolId }, /^count: /],
    [{ count: 5, percentOff: 120, schoolId }, /^percentOff: /],
    [{ count: 5, percentOff: 100 }, /^schoolId: /],
    [{ count: 5, percentOff: 100, schoolId: 'no-such-school' }, 'schoolId: There is no school with this id'],
  ];
  for (const [body, error] of batchBad) {
    const res = await call<{ error: string }>('POST', '/promotion-codes/batch', admin, body);
    expect(res.status, JSON.stringify(body)).toBe(400);
    if (typeof error === 'string') expect(res.body.error, JSON.stringify(body)).toBe(error);
    else expect(res.body.error, JSON.stringify(body)).toMatch(error);
  }
  expect((await call('PUT', `/promotion-codes/ANY`, admin, { active: 'no' })).status).toBe(400);
});
