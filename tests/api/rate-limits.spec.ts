import { expect, test } from '@playwright/test';
import { orderLookupMessages } from '@ssb/contract';
import { callFrom, randomLoopback } from '../support/from-address';
import { newGuest } from '../support/orders';

// Lookups allowed per client address in ten minutes (functions/src/routes/orders.ts).
const PER_CLIENT = 60;

const lookupFrom = (address: string, headers: Record<string, string> = {}) =>
  callFrom(address, 'POST', '/api/orders/lookup', { body: newGuest(), headers });

async function exhaust(address: string, headers: Record<string, string> = {}) {
  const answers = await Promise.all(Array.from({ length: PER_CLIENT }, () => lookupFrom(address, headers)));
  expect(answers.map((a) => a.status)).toEqual(Array(PER_CLIENT).fill(200));
}

test('a client that used up its lookups cannot reset them with an X-Forwarded-For header of its own', async () => {
  const client = randomLoopback();
  await exhaust(client);
  for (const spoofed of ['10.9.8.7', randomLoopback(), `${randomLoopback()}, ${randomLoopback()}`, 'unknown']) {
    const answer = await lookupFrom(client, { 'X-Forwarded-For': spoofed });
    expect(answer.status, spoofed).toBe(429);
    expect(answer.json()).toEqual({ error: orderLookupMessages.tooMany });
  }
});

test('a spoofed X-Forwarded-For spends the sender’s own bucket, never the one of the address it names', async () => {
  const sender = randomLoopback();
  const named = randomLoopback();
  await exhaust(sender, { 'X-Forwarded-For': named });
  expect((await lookupFrom(sender)).status).toBe(429);
  expect((await lookupFrom(named)).status).toBe(200);
});

test('clients at different addresses have buckets of their own', async () => {
  const busy = randomLoopback();
  await exhaust(busy);
  expect((await lookupFrom(busy)).status).toBe(429);
  expect((await lookupFrom(randomLoopback())).status).toBe(200);
});
