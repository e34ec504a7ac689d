import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { orderLookupMessages } from '@ssb/contract';
import { profiles } from '../../local/stack/profiles';
import { callFrom, randomLoopback } from '../support/from-address';
import { newGuest, placeGuestOrder } from '../support/orders';
import { bucket } from '../support/rate-limits';
import { closeTestDb } from '../support/stack';

test.afterAll(closeTestDb);

/** Lookups of one e-mail that may find nothing in an hour before it is locked (production: 5; the test stack's in profiles.ts). */
const WRONG_PHONES = profiles.e2e.rateLimits.wrongPhones;

// Each lookup comes from an address of its own, so no per-address limit is what answers: only the e-mail's.
const lookup = (body: { email: string; phone: string }) => callFrom(randomLoopback(), 'POST', '/api/orders/lookup', { body });

const wrongPhoneOf = (guest: { phone: string }) => (guest.phone.endsWith('0') ? `${guest.phone.slice(0, -1)}1` : `${guest.phone.slice(0, -1)}0`);

async function guestWithAnOrder(request: import('@playwright/test').APIRequestContext) {
  const guest = newGuest();
  await placeGuestOrder(request, guest);
  return guest;
}

const emulatorLog = () => readFileSync(join(profiles.e2e.dataDir, 'emulators.log'), 'utf8');

test('after the wrong phones an hour allows, the e-mail’s lookup is locked, even with the right phone, from any address; other e-mails are not', async ({
  request,
}) => {
  const guest = await guestWithAnOrder(request);
  const other = await guestWithAnOrder(request);
  const wrong = { email: guest.email, phone: wrongPhoneOf(guest) };

  for (let i = 1; i < WRONG_PHONES; i++) {
    const answer = await lookup(wrong);
    expect(answer.status, `wrong phone ${i}`).toBe(200);
    expect(answer.json()).toEqual({ orders: [] });
  }
  // One wrong phone short of the lock, the right one still finds the orders.
  const found = await lookup(guest);
  expect(found.status).toBe(200);
  expect((found.json() as { orders: unknown[] }).orders).toHaveLength(1);

  const last = await lookup(wrong);
  expect(last.status, `wrong phone ${WRONG_PHONES}`).toBe(200);
  expect(last.json()).toEqual({ orders: [] });

  for (const attempt of [guest, { email: guest.email.toUpperCase(), phone: guest.phone }, wrong]) {
    const locked = await lookup(attempt);
    expect(locked.status, `after ${WRONG_PHONES} wrong phones: ${JSON.stringify(attempt)}`).toBe(429);
    expect(locked.json()).toEqual({ error: orderLookupMessages.tooMany });
  }

  const unaffected = await lookup(other);
  expect(unaffected.status).toBe(200);
  expect((unaffected.json() as { orders: unknown[] }).orders).toHaveLength(1);

  // The alert names the lock's stored window (its key hashed), not the address.
  const lock = `rateLimits/${bucket(`lookup:wrong-phone:email:${guest.email}`).id}`;
  await expect
    .poll(
      () =>
        emulatorLog()
          .split('\n')
          .find((line) => line.includes(lock)),
      { message: 'the lock is logged as an alert' },
    )
    .toMatch(/ALERT Guest lookup locked/);
});

test('an e-mail with no orders is locked after as many empty lookups, so the lock tells nobody which e-mails have ordered', async () => {
  const stranger = newGuest();
  for (let i = 1; i <= WRONG_PHONES; i++) expect((await lookup(stranger)).status, `empty lookup ${i}`).toBe(200);
  const locked = await lookup(stranger);
  expect(locked.status).toBe(429);
  expect(locked.json()).toEqual({ error: orderLookupMessages.tooMany });
});
