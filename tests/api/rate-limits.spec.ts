import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { checkoutMessages, mailboxKey, orderLookupMessages } from '@ssb/contract';
import { bearer, closeAdminAuth } from '../support/auth';
import { callFrom, randomLoopback } from '../support/from-address';
import { guestCheckoutBody, newGuest } from '../support/orders';
import { countIn, PER_EMAIL, usedUp as bucketUsedUp } from '../support/rate-limits';
import { verifiedAccount } from '../support/roles';
import { closeTestDb, testDb } from '../support/stack';

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

// An account gets as many requests as an e-mail (config.ts).
const PER_ACCOUNT = PER_EMAIL;

const lookupFrom = (address: string, headers: Record<string, string> = {}) => callFrom(address, 'POST', '/api/orders/lookup', { body: newGuest(), headers });

const countOf = (address: string) => countIn(`lookup:ip:${address}`);

/** An address that has used up its lookups (or checkouts) for the current window. */
const usedUp = (address: string, action = 'lookup') => bucketUsedUp(`${action}:ip:${address}`);

test('each lookup counts once in the bucket of the address it really came from', async () => {
  const client = randomLoopback();
  for (let i = 0; i < 3; i++) expect((await lookupFrom(client)).status).toBe(200);
  expect(await countOf(client)).toBe(3);
});

test('a client that used up its lookups cannot reset them with an X-Forwarded-For header of its own', async () => {
  const client = randomLoopback();
  await usedUp(client);
  for (const spoofed of ['10.9.8.7', randomLoopback(), `${randomLoopback()}, ${randomLoopback()}`, 'unknown']) {
    const answer = await lookupFrom(client, { 'X-Forwarded-For': spoofed });
    expect(answer.status, spoofed).toBe(429);
    expect(answer.json()).toEqual({ error: orderLookupMessages.tooMany });
  }
});

test('a spoofed X-Forwarded-For spends the sender’s own bucket, never the one of the address it names', async () => {
  const sender = randomLoopback();
  const named = randomLoopback();
  for (let i = 0; i < 4; i++) expect((await lookupFrom(sender, { 'X-Forwarded-For': named })).status).toBe(200);
  expect(await countOf(sender)).toBe(4);
  expect(await countOf(named)).toBe(0);
  await usedUp(sender);
  expect((await lookupFrom(sender, { 'X-Forwarded-For': named })).status).toBe(429);
  expect((await lookupFrom(named)).status).toBe(200);
});

test('clients at different addresses have buckets of their own', async () => {
  const busy = randomLoopback();
  await usedUp(busy);
  expect((await lookupFrom(busy)).status).toBe(429);
  expect((await lookupFrom(randomLoopback())).status).toBe(200);
});

test('price calculations count per client address, in a bucket of their own, and a used-up address gets 429', async () => {
  const price = (address: string) => callFrom(address, 'POST', '/api/products/calculate-price', { body: { productIds: ['prod-crayons'] } });
  const client = randomLoopback();
  for (let i = 0; i < 2; i++) expect((await price(client)).status).toBe(200);
  expect(await countIn(`price:ip:${client}`)).toBe(2);
  expect(await countOf(client)).toBe(0);

  await usedUp(client, 'price');
  const refused = await price(client);
  expect(refused.status).toBe(429);
  expect(refused.json()).toEqual({ error: 'Too many price calculations. Please wait a few minutes and try again.' });
  // The address's lookups and the other addresses' prices are counted apart.
  expect((await lookupFrom(client)).status).toBe(200);
  expect((await price(randomLoopback())).status).toBe(200);
});

test('the per-e-mail limits count the mailbox: a +tag, a case or Gmail’s dots spend the same bucket', async () => {
  const name = `pat.${randomUUID().slice(0, 8)}`;
  await bucketUsedUp(`lookup:email:${mailboxKey(`${name}@gmail.com`)}`, PER_EMAIL);
  for (const email of [`${name}@gmail.com`, `${name.toUpperCase()}+orders@gmail.com`, `${name.replaceAll('.', '')}@googlemail.com`]) {
    const answer = await callFrom(randomLoopback(), 'POST', '/api/orders/lookup', { body: { email, phone: '(217) 555-0101' } });
    expect(answer.status, email).toBe(429);
    expect(answer.json()).toEqual({ error: orderLookupMessages.tooMany });
  }
  await bucketUsedUp(`checkout:email:${mailboxKey(`${name}@gmail.com`)}`, PER_EMAIL);
  const checkout = await callFrom(randomLoopback(), 'POST', '/api/orders/checkout/guest', { body: guestCheckoutBody({ email: `${name}+box@gmail.com` }) });
  expect(checkout.status).toBe(429);
  expect(checkout.json()).toEqual({ error: checkoutMessages.tooMany });
});

test.describe('signed-in checkout', () => {
  const checkout = (account: { uid: string; token: string }, from = randomLoopback()) =>
    callFrom(from, 'POST', '/api/orders/checkout/user', {
      body: { userId: account.uid, studentFirstName: 'Ada', studentLastName: 'Limit', supplyListId: 'list-lincoln-k' },
      headers: bearer(account.token),
    });
  const ordersOf = async (uid: string) => (await testDb().collection('orders').where('userId', '==', uid).count().get()).data().count;

  test('one account gets as many checkouts as one e-mail, from any number of addresses; then 429 and nothing written', async () => {
    const account = await verifiedAccount('limited');
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await checkout(account)).status).toBe(201);
    expect(await ordersOf(account.uid)).toBe(PER_ACCOUNT);

    const refused = await checkout(account);
    expect(refused.status).toBe(429);
    expect(refused.json()).toEqual({ error: checkoutMessages.tooMany });
    expect(await ordersOf(account.uid)).toBe(PER_ACCOUNT);
  });

  test('an address that used up its checkouts (guest or signed in, one bucket) is refused a signed-in checkout, and nothing is written', async () => {
    const client = randomLoopback();
    await usedUp(client, 'checkout');
    const account = await verifiedAccount('crowded');
    const refused = await checkout(account, client);
    expect(refused.status).toBe(429);
    expect(refused.json()).toEqual({ error: checkoutMessages.tooMany });
    expect(await ordersOf(account.uid)).toBe(0);
    expect((await checkout(account)).status).toBe(201);
  });
});
