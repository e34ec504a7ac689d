import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { emailKey, formatCalendarDate, orderingMessages, reminderMessages } from '@ssb/contract';
import { recipientIdOf } from '@ssb/documents';
import { callFrom, randomLoopback } from '../support/from-address';
import { expectCaught } from '../support/mail';
import { jobMailsOf, runMailJobs, setWindow } from '../support/mail-jobs';
import { PER_EMAIL, countIn, usedUp } from '../support/rate-limits';
import { writeOrders } from '../support/school-data';
import { closeTestDb, createPrivateList, stack, testDb } from '../support/stack';

// DESIGN §7 E-mail: families ask to be reminded before a school's ordering window closes
// (POST /schools/{id}/reminders, public, rate limited, consent recorded); the mail jobs e-mail
// them, and the families whose checkout failed and who paid nothing since, 7 days and 1 day
// before; every reminder unsubscribes in one click. Each test has a school of its own.

test.afterAll(closeTestDb);

const newAddress = (name = 'family') => `${name}-${randomUUID().slice(0, 8)}@example.com`;

const ask = (schoolId: string, body: object, from = randomLoopback()) => callFrom(from, 'POST', `/api/schools/${schoolId}/reminders`, { body });

const requestOf = async (schoolId: string, email: string) =>
  (
    await testDb()
      .doc(`reminderRequests/${recipientIdOf(schoolId, email)}`)
      .get()
  ).data();
const optOutOf = async (schoolId: string, email: string) =>
  (
    await testDb()
      .doc(`reminderOptOuts/${recipientIdOf(schoolId, email)}`)
      .get()
  ).data();
const requestsAt = async (schoolId: string) => (await testDb().collection('reminderRequests').where('schoolId', '==', schoolId).count().get()).data().count;

/** A school of its own whose window closes in `closes` days (Chicago). */
async function schoolClosingIn(closes: number, options: { opened?: number } = {}) {
  const { schoolId, listId } = await createPrivateList({ deliverToSchool: true });
  await setWindow(schoolId, closes, options);
  const name = (await testDb().doc(`schools/${schoolId}`).get()).get('name') as string;
  return { schoolId, listId, name };
}

test.describe('asking for reminders: POST /schools/{id}/reminders', () => {
  test('answers 201 and records the consent: the words agreed to, when, and the client address', async () => {
    const { schoolId, name } = await schoolClosingIn(20);
    const client = randomLoopback();
    const email = newAddress();
    const before = Date.now();
    const answer = await ask(schoolId, { email: `  ${email} `, consent: true }, client);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json()).toEqual({ reminder: { schoolId, email } });
    const stored = await requestOf(schoolId, email);
    expect(stored).toMatchObject({ schoolId, email, emailKey: email, consent: { text: reminderMessages.consent({ school: name }), clientAddress: client } });
    expect((stored!.consent.at as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 1000);
  });

  test('the same address again, in any case, is the same request: 201, one document, the first consent kept', async () => {
    const { schoolId } = await schoolClosingIn(20);
    const email = newAddress();
    const first = randomLoopback();
    expect((await ask(schoolId, { email, consent: true }, first)).status).toBe(201);
    const again = await ask(schoolId, { email: email.toUpperCase(), consent: true });
    expect(again.status).toBe(201);
    expect(await requestsAt(schoolId)).toBe(1);
    expect((await requestOf(schoolId, email))!.consent.clientAddress).toBe(first);
  });

  test('is allowed before the window opens', async () => {
    const { schoolId } = await createPrivateList({ deliverToSchool: true });
    await setWindow(schoolId, 30, { opened: -5 });
    expect((await ask(schoolId, { email: newAddress(), consent: true })).status).toBe(201);
  });

  test('refuses without consent, with a bad e-mail or with another type (400, the field named), and writes nothing', async () => {
    const { schoolId } = await schoolClosingIn(20);
    const email = newAddress();
    const cases: [object, string][] = [
      [{ email }, `consent: ${reminderMessages.consentRequired}`],
      [{ email, consent: false }, `consent: ${reminderMessages.consentRequired}`],
      [{ email, consent: 'true' }, `consent: ${reminderMessages.consentRequired}`],
      [{ consent: true }, 'email: Email is required'],
      [{ email: '', consent: true }, 'email: Email is required'],
      [{ email: 'pat@example', consent: true }, 'email: Please enter a valid email address.'],
      [{ email: `${'a'.repeat(250)}@example.com`, consent: true }, 'email: Please enter a valid email address.'],
    ];
    for (const [body, error] of cases) {
      const answer = await ask(schoolId, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toEqual({ error });
    }
    expect(await requestsAt(schoolId)).toBe(0);
  });

  test('an unknown school is 404; a school without a window, or whose window has closed, is 409 saying why', async () => {
    expect((await ask('no-such-school', { email: newAddress(), consent: true })).status).toBe(404);

    const allYear = await createPrivateList({ deliverToSchool: true });
    const name = (await testDb().doc(`schools/${allYear.schoolId}`).get()).get('name') as string;
    const noWindow = await ask(allYear.schoolId, { email: newAddress(), consent: true });
    expect(noWindow.status).toBe(409);
    expect(noWindow.json()).toEqual({ error: reminderMessages.noWindow({ school: name }) });

    const closed = await schoolClosingIn(-1, { opened: 20 });
    const after = await ask(closed.schoolId, { email: newAddress(), consent: true });
    expect(after.status).toBe(409);
    const closesOn = (await testDb().doc(`schools/${closed.schoolId}`).get()).get('orderingClosesOn') as string;
    expect(after.json()).toEqual({ error: orderingMessages.closed({ school: closed.name, date: formatCalendarDate(closesOn) }) });
    expect(await requestsAt(allYear.schoolId)).toBe(0);
    expect(await requestsAt(closed.schoolId)).toBe(0);
  });

  test('is rate limited per client address and per e-mail, as the guest lookup is: 429 and nothing written', async () => {
    const { schoolId } = await schoolClosingIn(20);
    const client = randomLoopback();
    for (let i = 0; i < 3; i++) expect((await ask(schoolId, { email: newAddress(), consent: true }, client)).status).toBe(201);
    expect(await countIn(`reminder:ip:${client}`)).toBe(3);
    expect(await countIn(`lookup:ip:${client}`)).toBe(0);

    await usedUp(`reminder:ip:${client}`);
    const busyClient = await ask(schoolId, { email: newAddress(), consent: true }, client);
    expect(busyClient.status).toBe(429);
    expect(busyClient.json()).toEqual({ error: reminderMessages.tooMany });

    const email = newAddress();
    await usedUp(`reminder:email:${emailKey(email)}`, PER_EMAIL);
    const busyAddress = await ask(schoolId, { email, consent: true });
    expect(busyAddress.status).toBe(429);
    expect(await requestsAt(schoolId)).toBe(3);
  });
});

test.describe('the reminders the mail jobs send', () => {
  // A run of the jobs pages through every due school's requests, other specs' too.
  test.describe.configure({ timeout: 180_000 });
  test('7 days before: one e-mail each, in the catcher with its one-click unsubscribe; POST to it unsubscribes, and the 1-day reminder skips that address', async () => {
    const { schoolId, name } = await schoolClosingIn(7);
    const [leaving, staying] = [newAddress('leaving'), newAddress('staying')];
    for (const email of [leaving, staying]) expect((await ask(schoolId, { email, consent: true })).status).toBe(201);

    await runMailJobs();
    const mails = await jobMailsOf(schoolId, 'closingReminder');
    expect(mails.map((mail) => mail.to).sort()).toEqual([leaving, staying].sort());
    expect(mails[0]!.message.subject).toBe(`7 days left to order school supplies for ${name}`);

    const [caught] = await expectCaught(leaving, 1);
    expect(caught!.subject).toBe(`7 days left to order school supplies for ${name}`);
    expect(caught!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(caught!.headers['list-unsubscribe']!)![1]!;
    expect(url).toMatch(new RegExp(`^${stack.app}/api/schools/${schoolId}/reminders/unsubscribe\\?recipient=[0-9a-f]{32}&token=`));
    expect(caught!.text).toContain(`Unsubscribe from these reminders: ${url}`);
    expect(caught!.text).toContain(`${stack.app}/shop?school=${schoolId}`);

    // RFC 8058: the mail client posts the one-click field to the header's URL.
    const oneClick = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('You are unsubscribed');
    expect(await optOutOf(schoolId, leaving)).toMatchObject({ schoolId });
    expect(await requestOf(schoolId, leaving)).toBeUndefined();

    await setWindow(schoolId, 1);
    await runMailJobs();
    const after = await jobMailsOf(schoolId, 'closingReminder');
    expect(after.filter((mail) => mail.to === leaving)).toHaveLength(1);
    expect(
      after
        .filter((mail) => mail.to === staying)
        .map((mail) => mail.message.subject)
        .sort(),
    ).toEqual([`7 days left to order school supplies for ${name}`, `Tomorrow is the last day to order school supplies for ${name}`]);
  });

  test('in the language the family asked in, or ordered in; the unsubscribe page in the reminder’s language, else the browser’s', async () => {
    const { schoolId, listId, name } = await schoolClosingIn(7);
    const [spanish, english, failedInSpanish] = [newAddress('es'), newAddress('en'), newAddress('failed-es')];
    const spanishAsk = await callFrom(randomLoopback(), 'POST', `/api/schools/${schoolId}/reminders`, {
      body: { email: spanish, consent: true },
      headers: { 'Accept-Language': 'es' },
    });
    expect(spanishAsk.status, spanishAsk.text).toBe(201);
    expect(await requestOf(schoolId, spanish)).toMatchObject({ locale: 'es' });
    expect((await ask(schoolId, { email: english, consent: true })).status).toBe(201);
    expect(await requestOf(schoolId, english)).toMatchObject({ locale: 'en' });
    const family = { emailKey: failedInSpanish, contact: { email: failedInSpanish, phone: '(217) 555-0100', fullAddress: '' }, locale: 'es' };
    await writeOrders(schoolId, listId, ['PAYMENT_FAILED'], Date.now() - 3_600_000, family);

    await runMailJobs();
    const mails = await jobMailsOf(schoolId, 'closingReminder');
    const subjectOf = (email: string) => mails.find((mail) => mail.to === email)!.message.subject;
    const spanishSubject = `Quedan 7 días para pedir útiles escolares para ${name}`;
    expect(subjectOf(spanish)).toBe(spanishSubject);
    expect(subjectOf(failedInSpanish)).toBe(spanishSubject);
    expect(subjectOf(english)).toBe(`7 days left to order school supplies for ${name}`);

    const linkOf = (email: string) => /^<(.+)>$/.exec(mails.find((mail) => mail.to === email)!.headers!['List-Unsubscribe']!)![1]!;
    expect(new URL(linkOf(spanish)).searchParams.get('lang')).toBe('es');
    const asking = '¿Cancelar la suscripción a los recordatorios?';
    const page = await fetch(linkOf(spanish), { headers: { 'Accept-Language': 'en-US' } });
    expect(page.headers.get('content-language')).toBe('es');
    expect(await page.text()).toContain(asking);
    expect(await (await fetch(linkOf(english), { headers: { 'Accept-Language': 'es-MX' } })).text()).toContain(asking);
    expect(await (await fetch(linkOf(english))).text()).toContain('Unsubscribe from reminders?');
  });

  test('none on the other days of the window', async () => {
    const { schoolId } = await schoolClosingIn(5);
    expect((await ask(schoolId, { email: newAddress(), consent: true })).status).toBe(201);
    await runMailJobs();
    expect(await jobMailsOf(schoolId, 'closingReminder')).toEqual([]);
  });

  test('a family whose checkout failed is reminded; one who paid since, or unsubscribed, is not; one who asked too gets one e-mail', async () => {
    const { schoolId, listId } = await schoolClosingIn(7);
    const hour = 3_600_000;
    const now = Date.now();
    const family = (email: string) => ({ emailKey: email, contact: { email, phone: '(217) 555-0100', fullAddress: '' } });
    const failedOnly = newAddress('failed');
    const paidSince = newAddress('paid-since');
    const failedAgain = newAddress('failed-again');
    const unsubscribed = newAddress('unsubscribed');
    const askedToo = newAddress('asked-too');
    await writeOrders(schoolId, listId, ['PAYMENT_FAILED'], now - 48 * hour, family(failedOnly));
    await writeOrders(schoolId, listId, ['PAYMENT_FAILED'], now - 48 * hour, family(paidSince));
    await writeOrders(schoolId, listId, ['PAYMENT_SUCCESS'], now - 24 * hour, { ...family(paidSince), paidAt: Timestamp.fromMillis(now - 24 * hour) });
    await writeOrders(schoolId, listId, ['PREPARING'], now - 72 * hour, { ...family(failedAgain), paidAt: Timestamp.fromMillis(now - 72 * hour) });
    await writeOrders(schoolId, listId, ['PAYMENT_FAILED'], now - 24 * hour, family(failedAgain));
    await writeOrders(schoolId, listId, ['PAYMENT_FAILED'], now - 24 * hour, family(unsubscribed));
    await testDb()
      .doc(`reminderOptOuts/${recipientIdOf(schoolId, unsubscribed)}`)
      .set({ schoolId, at: Timestamp.now() });
    await writeOrders(schoolId, listId, ['PAYMENT_FAILED', 'PAYMENT_FAILED'], now - 24 * hour, family(askedToo));
    expect((await ask(schoolId, { email: askedToo, consent: true })).status).toBe(201);

    await runMailJobs();
    const mails = await jobMailsOf(schoolId, 'closingReminder');
    expect(mails.map((mail) => mail.to).sort()).toEqual([askedToo, failedAgain, failedOnly].sort());
  });
});

test.describe('the unsubscribe link', () => {
  test.describe.configure({ timeout: 180_000 });
  async function linkFor(closes = 7) {
    const { schoolId } = await schoolClosingIn(closes);
    const email = newAddress();
    expect((await ask(schoolId, { email, consent: true })).status).toBe(201);
    await runMailJobs();
    const [mail] = await jobMailsOf(schoolId, 'closingReminder');
    return { schoolId, email, url: /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]! };
  }

  test('GET shows the page with its button and unsubscribes nobody (mail scanners open links); the button posts to the link', async () => {
    const { schoolId, email, url } = await linkFor();
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Unsubscribe from reminders?');
    expect(html).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(await requestOf(schoolId, email)).toBeDefined();
    expect(await optOutOf(schoolId, email)).toBeUndefined();

    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    const posted = await fetch(new URL(action, stack.app), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect(await optOutOf(schoolId, email)).toBeDefined();
    // Again: still unsubscribed, still 200.
    expect(
      (await fetch(url, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status,
    ).toBe(200);
  });

  test('a link the server did not sign is 403, a malformed one 400, and neither unsubscribes anyone', async () => {
    const { schoolId, email, url } = await linkFor();
    const link = new URL(url);
    const token = link.searchParams.get('token')!;
    const forged = (changes: Record<string, string>) => {
      const copy = new URL(link);
      for (const [key, value] of Object.entries(changes)) copy.searchParams.set(key, value);
      return copy.toString();
    };
    const other = await schoolClosingIn(20);
    const cases: [string, number][] = [
      [forged({ token: `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}` }), 403],
      [forged({ recipient: 'f'.repeat(32) }), 403],
      [url.replace(`/schools/${schoolId}/`, `/schools/${other.schoolId}/`), 403],
      [forged({ token: 'short' }), 400],
      [forged({ recipient: 'not-hex' }), 400],
      [`${stack.app}/api/schools/${schoolId}/reminders/unsubscribe`, 400],
    ];
    for (const [bad, status] of cases) {
      for (const method of ['GET', 'POST']) {
        const answer = await fetch(bad, {
          method,
          ...(method === 'POST' ? { body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } } : {}),
        });
        expect(answer.status, `${method} ${bad}`).toBe(status);
        expect(((await answer.json()) as { error: string }).error).toBeTruthy();
      }
    }
    expect(await optOutOf(schoolId, email)).toBeUndefined();
    expect(await requestOf(schoolId, email)).toBeDefined();
  });

  test('asking again after unsubscribing is new consent: the request is back and the opt-out gone', async () => {
    const { schoolId, email, url } = await linkFor();
    expect(
      (await fetch(url, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status,
    ).toBe(200);
    expect((await ask(schoolId, { email, consent: true })).status).toBe(201);
    expect(await requestOf(schoolId, email)).toBeDefined();
    expect(await optOutOf(schoolId, email)).toBeUndefined();
  });
});
