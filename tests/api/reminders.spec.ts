import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { formatCalendarDate, mailboxKey, orderingMessages, reminderMessages } from '@ssb/contract';
import { recipientIdOf } from '@ssb/documents';
import { checkAnswer } from '../support/answers';
import { callFrom, randomLoopback } from '../support/from-address';
import { expectCaught, mailsTo, productLinksIn } from '../support/mail';
import { jobMailsOf, runMailJobs, setWindow } from '../support/mail-jobs';
import { PER_EMAIL, countIn, usedUp } from '../support/rate-limits';
import { writeOrders } from '../support/school-data';
import { closeTestDb, createPrivateList, secrets, stack, testDb } from '../support/stack';

// docs/decisions.md §10: families ask to be reminded before a school's ordering window closes
// (POST /schools/{id}/reminders, public, rate limited, consent recorded), confirm it with the
// link of the one e-mail the request sends (double opt-in), and the mail jobs e-mail those who
// confirmed, and nobody else, 7 days and 1 day before; every reminder unsubscribes in one
// click, and no step deletes the record of another. Each test has a school of its own.

test.afterAll(closeTestDb);

// The functions are a CommonJS package, which an ES module requires.
const recipients = createRequire(import.meta.url)('../../functions/src/reminders/recipients.ts') as typeof import('../../functions/src/reminders/recipients');

const newAddress = (name = 'family') => `${name}-${randomUUID().slice(0, 8)}@example.com`;

const ask = (schoolId: string, body: object, from = randomLoopback()) => callFrom(from, 'POST', `/api/schools/${schoolId}/reminders`, { body });

const requestOf = async (schoolId: string, email: string) =>
  (
    await testDb()
      .doc(`reminderRequests/${recipientIdOf(schoolId, email)}`)
      .get()
  ).data();
const requestsAt = async (schoolId: string) => (await testDb().collection('reminderRequests').where('schoolId', '==', schoolId).count().get()).data().count;
/** Every consent and withdrawal kept for the address at the school, oldest first. */
const consentRecordsOf = async (schoolId: string, email: string) =>
  (await testDb().collection('reminderConsentRecords').where('recipient', '==', recipientIdOf(schoolId, email)).get()).docs
    .map((doc) => doc.data())
    .sort((a, b) => (a.at as Timestamp).toMillis() - (b.at as Timestamp).toMillis());

/** The confirmation e-mails written for the school, to any address. */
const confirmationsAt = async (schoolId: string) =>
  (await testDb().collection('mail').where('schoolId', '==', schoolId).where('kind', '==', 'reminderConfirmation').get()).docs.map(
    (doc) => doc.data() as { to: string; message: { subject: string; text: string; html: string } },
  );

/** The link of a confirmation e-mail, as its plain-text part writes it. */
function confirmLinkIn(mail: { message: { text: string } }): string {
  const found = /(https?:\/\/\S+\/reminders\/confirm\?\S+)/.exec(mail.message.text);
  expect(found, `a confirm link in: ${mail.message.text}`).not.toBeNull();
  return found![1]!;
}

/** The confirmation e-mail to this address for the school. */
async function confirmationTo(schoolId: string, email: string) {
  const mails = (await confirmationsAt(schoolId)).filter((mail) => mail.to === email);
  expect(mails, `one confirmation e-mail to ${email}`).toHaveLength(1);
  return mails[0]!;
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;
/** The page's button, pressed from `from`: it posts the form to the link. */
const press = (url: string, from = randomLoopback()) => callFrom(from, 'POST', pathOf(url), { body: 'confirm=yes', headers: FORM });

/** Asks for the school's reminders and confirms them with the link the request e-mailed. */
async function askAndConfirm(schoolId: string, email: string, headers: Record<string, string> = {}) {
  const asked = await callFrom(randomLoopback(), 'POST', `/api/schools/${schoolId}/reminders`, { body: { email, consent: true }, headers });
  expect(asked.status, asked.text).toBe(201);
  const link = confirmLinkIn(await confirmationTo(schoolId, email));
  const confirmed = await press(link);
  expect(confirmed.status, confirmed.text).toBe(200);
  return link;
}

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
    checkAnswer('POST /schools/{id}/reminders', answer.status, answer.json());
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
    await usedUp(`reminder:email:${mailboxKey(email)}`, PER_EMAIL);
    const busyAddress = await ask(schoolId, { email, consent: true });
    expect(busyAddress.status).toBe(429);
    expect(await requestsAt(schoolId)).toBe(3);
  });
});

test.describe('double opt-in: nothing goes to an address until its mailbox confirms', () => {
  // Some of these run the mail jobs, which page through every due school's requests.
  test.describe.configure({ timeout: 180_000 });

  test('a request is pending and sends one “Confirm your reminders for {school}”; GET of its link changes nothing; no reminder until the button is pressed', async () => {
    const { schoolId, name } = await schoolClosingIn(7);
    const email = newAddress();
    const client = randomLoopback();
    expect((await ask(schoolId, { email, consent: true }, client)).status).toBe(201);
    const consent = { text: reminderMessages.consent({ school: name }), clientAddress: client };
    expect(await requestOf(schoolId, email)).toMatchObject({ status: 'pending', consent });
    const confirmation = await confirmationTo(schoolId, email);
    expect(confirmation.message.subject).toBe(`Confirm your reminders for ${name}`);
    const [caught] = await expectCaught(email, 1);
    expect(caught!.subject).toBe(`Confirm your reminders for ${name}`);
    // Nothing asks a mail client to unsubscribe from a message nobody subscribed to yet.
    expect(caught!.headers['list-unsubscribe']).toBeUndefined();

    await runMailJobs();
    expect(await jobMailsOf(schoolId, 'closingReminder')).toEqual([]);

    const link = confirmLinkIn(confirmation);
    expect(link).toMatch(new RegExp(`^${stack.app}/api/schools/${schoolId}/reminders/confirm\\?`));
    // Mail scanners open links: opening it shows the button and confirms nothing.
    for (let i = 0; i < 2; i++) {
      const page = await fetch(link);
      expect(page.status).toBe(200);
      checkAnswer('GET /schools/{id}/reminders/confirm', page.status, undefined);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain(`Confirm your reminders for ${name}`);
      expect(html).toMatch(/<form method="post" action="[^"]+\/reminders\/confirm\?[^"]+"/);
    }
    expect(await requestOf(schoolId, email)).toMatchObject({ status: 'pending' });
    expect((await requestOf(schoolId, email))!.confirmation).toBeUndefined();
    await runMailJobs();
    expect(await jobMailsOf(schoolId, 'closingReminder')).toEqual([]);

    const confirmer = randomLoopback();
    const before = Date.now();
    const pressed = await press(link, confirmer);
    expect(pressed.status).toBe(200);
    checkAnswer('POST /schools/{id}/reminders/confirm', pressed.status, undefined);
    expect(pressed.text).toContain('Your reminders are on');
    const stored = await requestOf(schoolId, email);
    expect(stored).toMatchObject({ status: 'confirmed', consent, confirmation: { email, clientAddress: confirmer } });
    expect(stored!.confirmation.text).toContain(name);
    expect((stored!.confirmation.at as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect((await consentRecordsOf(schoolId, email)).map((record) => [record.event, record.clientAddress])).toEqual([
      ['requested', client],
      ['confirmed', confirmer],
    ]);

    await runMailJobs();
    expect((await jobMailsOf(schoolId, 'closingReminder')).map((mail) => mail.to)).toEqual([email]);
  });

  test('anyone typing spellings of one mailbox enrols nobody: without a confirmation the mail jobs e-mail it nothing', async () => {
    const { schoolId } = await schoolClosingIn(7);
    const victim = `victim-${randomUUID().slice(0, 8)}`;
    const spellings = [1, 2, 3, 4, 5].map((n) => `${victim}+${n}@example.com`);
    for (const email of spellings) expect((await ask(schoolId, { email, consent: true })).status, email).toBe(201);
    await runMailJobs();
    expect((await jobMailsOf(schoolId, 'closingReminder')).map((mail) => mail.to)).toEqual([]);
    expect((await confirmationsAt(schoolId)).map((mail) => mail.to)).toEqual([spellings[0]]);
  });

  test('+tags and Gmail’s dots are one mailbox: one confirmation e-mail a day per school, and the per-e-mail limit counts the mailbox', async () => {
    const [first, second] = [await schoolClosingIn(20), await schoolClosingIn(20)];
    const name = `pat.${randomUUID().slice(0, 8)}`;
    const spellings = [`${name}@gmail.com`, `${name}+1@gmail.com`, `${name.toUpperCase()}+2@gmail.com`, `${name.replaceAll('.', '')}+3@googlemail.com`];
    const mailbox = mailboxKey(spellings[0]!);
    for (const email of spellings) expect((await ask(first.schoolId, { email, consent: true })).status, email).toBe(201);
    const mails = await confirmationsAt(first.schoolId);
    expect(mails.map((mail) => mail.to)).toEqual([spellings[0]]);
    expect(await countIn(`reminder:email:${mailbox}`)).toBe(spellings.length);
    // Another school's reminders are another question to the same mailbox.
    expect((await ask(second.schoolId, { email: spellings[1]!, consent: true })).status).toBe(201);
    expect((await confirmationsAt(second.schoolId)).map((mail) => mail.to)).toEqual([spellings[1]]);

    await usedUp(`reminder:email:${mailbox}`, PER_EMAIL);
    const refused = await ask(first.schoolId, { email: `${name}+4@gmail.com`, consent: true });
    expect(refused.status).toBe(429);
    expect(refused.json()).toEqual({ error: reminderMessages.tooMany });
    expect(await confirmationsAt(first.schoolId)).toHaveLength(1);
  });

  test('asked in Spanish: the confirmation e-mail and its page are in Spanish, and so are the reminders', async () => {
    const { schoolId, name } = await schoolClosingIn(7);
    const email = newAddress('es');
    const asked = await callFrom(randomLoopback(), 'POST', `/api/schools/${schoolId}/reminders`, {
      body: { email, consent: true },
      headers: { 'Accept-Language': 'es-MX,es;q=0.9' },
    });
    expect(asked.status, asked.text).toBe(201);
    const confirmation = await confirmationTo(schoolId, email);
    expect(confirmation.message.subject).toBe(`Confirme sus recordatorios para ${name}`);
    const link = confirmLinkIn(confirmation);
    expect(new URL(link).searchParams.get('lang')).toBe('es');
    const page = await fetch(link, { headers: { 'Accept-Language': 'en-US' } });
    expect(page.headers.get('content-language')).toBe('es');
    expect(await page.text()).toContain(`Confirme sus recordatorios para ${name}`);
    const pressed = await press(link);
    expect(pressed.status).toBe(200);
    expect(await requestOf(schoolId, email)).toMatchObject({ status: 'confirmed', locale: 'es' });

    await runMailJobs();
    expect((await jobMailsOf(schoolId, 'closingReminder')).map((mail) => mail.message.subject)).toEqual([
      `Quedan 7 días para pedir útiles escolares para ${name}`,
    ]);
  });

  test('a confirm link the server did not sign is 403, a malformed one 400, GET or POST, and neither confirms anything', async () => {
    const { schoolId } = await schoolClosingIn(20);
    const email = newAddress();
    expect((await ask(schoolId, { email, consent: true })).status).toBe(201);
    const link = new URL(confirmLinkIn(await confirmationTo(schoolId, email)));
    const forged = (changes: Record<string, string>) => {
      const copy = new URL(link);
      for (const [key, value] of Object.entries(changes)) copy.searchParams.set(key, value);
      return copy.toString();
    };
    const token = link.searchParams.get('token')!;
    const expires = Number(link.searchParams.get('expires'));
    const cases: [string, number][] = [
      [forged({ token: `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}` }), 403],
      // A later expiry is another subject: its signature is not the link's.
      [forged({ expires: String(expires + 86_400) }), 403],
      [forged({ recipient: 'f'.repeat(32) }), 403],
      [link.toString().replace(`/schools/${schoolId}/`, `/schools/${(await schoolClosingIn(20)).schoolId}/`), 403],
      [forged({ token: 'short' }), 400],
      [forged({ expires: 'soon' }), 400],
      [`${stack.app}/api/schools/${schoolId}/reminders/confirm`, 400],
    ];
    for (const [bad, status] of cases) {
      for (const method of ['GET', 'POST']) {
        const answer = method === 'GET' ? await callFrom(randomLoopback(), 'GET', pathOf(bad)) : await press(bad);
        expect(answer.status, `${method} ${bad}`).toBe(status);
        checkAnswer(`${method as 'GET' | 'POST'} /schools/{id}/reminders/confirm`, answer.status, answer.json());
      }
    }
    expect(await requestOf(schoolId, email)).toMatchObject({ status: 'pending' });
  });
});

test.describe('the reminders the mail jobs send', () => {
  // A run of the jobs pages through every due school's requests, other specs' too.
  test.describe.configure({ timeout: 180_000 });
  test('7 days before: one e-mail each, in the catcher with its one-click unsubscribe; POST to it unsubscribes, and the 1-day reminder skips that address', async () => {
    const { schoolId, name } = await schoolClosingIn(7);
    const [leaving, staying] = [newAddress('leaving'), newAddress('staying')];
    for (const email of [leaving, staying]) await askAndConfirm(schoolId, email);

    await runMailJobs();
    const mails = await jobMailsOf(schoolId, 'closingReminder');
    expect(mails.map((mail) => mail.to).sort()).toEqual([leaving, staying].sort());
    expect(mails[0]!.message.subject).toBe(`7 days left to order school supplies for ${name}`);

    const caught = (await expectCaught(leaving, 2)).find((mail) => mail.subject.startsWith('7 days'));
    expect(caught!.subject).toBe(`7 days left to order school supplies for ${name}`);
    expect(caught!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(caught!.headers['list-unsubscribe']!)![1]!;
    expect(url).toMatch(new RegExp(`^${stack.app}/api/schools/${schoolId}/reminders/unsubscribe\\?recipient=[0-9a-f]{32}&token=`));
    expect(caught!.text).toContain(`Unsubscribe from these reminders: ${url}`);
    expect(caught!.text).toContain(`${stack.app}/shop?school=${schoolId}`);

    // RFC 8058: the mail client posts the one-click field to the header's URL.
    const oneClick = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    checkAnswer('POST /schools/{id}/reminders/unsubscribe', oneClick.status, undefined);
    expect(await oneClick.text()).toContain('You are unsubscribed');
    expect(await requestOf(schoolId, leaving)).toMatchObject({ status: 'unsubscribed', consent: { text: reminderMessages.consent({ school: name }) } });

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

  test('in the language the family asked in; the unsubscribe page in the reminder’s language, else the browser’s', async () => {
    const { schoolId, name } = await schoolClosingIn(7);
    const [spanish, english] = [newAddress('es'), newAddress('en')];
    await askAndConfirm(schoolId, spanish, { 'Accept-Language': 'es' });
    expect(await requestOf(schoolId, spanish)).toMatchObject({ locale: 'es' });
    await askAndConfirm(schoolId, english);
    expect(await requestOf(schoolId, english)).toMatchObject({ locale: 'en' });

    await runMailJobs();
    const mails = await jobMailsOf(schoolId, 'closingReminder');
    const subjectOf = (email: string) => mails.find((mail) => mail.to === email)!.message.subject;
    expect(subjectOf(spanish)).toBe(`Quedan 7 días para pedir útiles escolares para ${name}`);
    expect(subjectOf(english)).toBe(`7 days left to order school supplies for ${name}`);
    // Each link of the message (the shop's and the unsubscribe link) opens in the family's language.
    const langsOf = (email: string) =>
      productLinksIn(mails.find((mail) => mail.to === email)!.message).map((link) => `${new URL(link.url).pathname} ${link.lang}`);
    expect(langsOf(spanish).length).toBeGreaterThan(1);
    for (const link of langsOf(spanish)) expect(link).toMatch(/ es$/);
    for (const link of langsOf(english)) expect(link).toMatch(/ null$/);

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
    await askAndConfirm(schoolId, newAddress());
    await runMailJobs();
    expect(await jobMailsOf(schoolId, 'closingReminder')).toEqual([]);
  });

  test('a failed checkout alone never enrols an address, nor an unconfirmed request; a family that asked and confirmed gets one e-mail whatever its orders', async () => {
    const { schoolId, listId } = await schoolClosingIn(7);
    const hour = 3_600_000;
    const now = Date.now();
    const family = (email: string) => ({ emailKey: email, contact: { email, phone: '(217) 555-0100', fullAddress: '' } });
    const failedOnly = newAddress('failed');
    const failedAgain = newAddress('failed-again');
    const askedOnly = newAddress('asked-only');
    const askedToo = newAddress('asked-too');
    await writeOrders(schoolId, listId, ['PAYMENT_FAILED'], now - 48 * hour, family(failedOnly));
    await writeOrders(schoolId, listId, ['PREPARING'], now - 72 * hour, { ...family(failedAgain), paidAt: Timestamp.fromMillis(now - 72 * hour) });
    await writeOrders(schoolId, listId, ['PAYMENT_FAILED'], now - 24 * hour, family(failedAgain));
    await writeOrders(schoolId, listId, ['PAYMENT_FAILED'], now - 24 * hour, family(askedOnly));
    expect((await ask(schoolId, { email: askedOnly, consent: true })).status).toBe(201);
    await writeOrders(schoolId, listId, ['PAYMENT_FAILED', 'PAYMENT_FAILED'], now - 24 * hour, family(askedToo));
    await runMailJobs();
    expect((await jobMailsOf(schoolId, 'closingReminder')).map((mail) => mail.to)).toEqual([]);

    await askAndConfirm(schoolId, askedToo);
    await runMailJobs();
    expect((await jobMailsOf(schoolId, 'closingReminder')).map((mail) => mail.to)).toEqual([askedToo]);
  });
});

test.describe('the unsubscribe link', () => {
  test.describe.configure({ timeout: 180_000 });
  async function linkFor(closes = 7) {
    const { schoolId, name } = await schoolClosingIn(closes);
    const email = newAddress();
    const confirmLink = await askAndConfirm(schoolId, email);
    await runMailJobs();
    const [mail] = await jobMailsOf(schoolId, 'closingReminder');
    return { schoolId, name, email, confirmLink, url: /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]! };
  }

  test('GET shows the page with its button and unsubscribes nobody (mail scanners open links); the button posts to the link', async () => {
    const { schoolId, email, url } = await linkFor();
    const page = await fetch(url);
    expect(page.status).toBe(200);
    checkAnswer('GET /schools/{id}/reminders/unsubscribe', page.status, undefined);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Unsubscribe from reminders?');
    expect(html).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(await requestOf(schoolId, email)).toMatchObject({ status: 'confirmed' });

    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    const client = randomLoopback();
    const posted = await callFrom(client, 'POST', action, { body: 'List-Unsubscribe=One-Click', headers: FORM });
    expect(posted.status).toBe(200);
    // The withdrawal is recorded as the consent was: when, from where, in the words the page showed.
    const withdrawn = await requestOf(schoolId, email);
    expect(withdrawn).toMatchObject({ status: 'unsubscribed', confirmation: { email }, withdrawal: { clientAddress: client } });
    expect(withdrawn!.withdrawal.text).toContain('You will get no more e-mails reminding you');
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
        const body = (await answer.json()) as { error: string };
        checkAnswer(`${method as 'GET' | 'POST'} /schools/{id}/reminders/unsubscribe`, answer.status, body);
        expect(body.error).toBeTruthy();
      }
    }
    expect(await requestOf(schoolId, email)).toMatchObject({ status: 'confirmed' });
  });

  test('an address that unsubscribed, asked for again by anyone, gets no reminder: a request never lifts an opt-out, and the withdrawal is kept', async () => {
    const { schoolId } = await schoolClosingIn(7);
    const email = newAddress();
    // The link of a reminder this address received.
    const link = recipients.unsubscribeUrl(stack.app, schoolId, email, secrets.mailLinkSecret, 'en');
    const [owner, asker] = [randomLoopback(), randomLoopback()];
    const withdrawn = await callFrom(owner, 'POST', pathOf(link), { body: 'List-Unsubscribe=One-Click', headers: FORM });
    expect(withdrawn.status, withdrawn.text).toBe(200);

    expect((await ask(schoolId, { email, consent: true }, asker)).status).toBe(201);
    await runMailJobs();
    expect((await jobMailsOf(schoolId, 'closingReminder')).map((mail) => mail.to)).toEqual([]);
    expect((await consentRecordsOf(schoolId, email)).map((record) => [record.event, record.clientAddress])).toEqual([
      ['unsubscribed', owner],
      ['requested', asker],
    ]);
  });

  test('a new request after unsubscribing keeps the opt-out; only the confirm link lifts it; no step deletes a record', async () => {
    const { schoolId, name, email, url, confirmLink } = await linkFor();
    const unsubscribed = await fetch(url, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: FORM });
    expect(unsubscribed.status).toBe(200);
    expect(await requestOf(schoolId, email)).toMatchObject({ status: 'unsubscribed' });

    // Anyone may type the address again: that is no consent of its owner's.
    expect((await ask(schoolId, { email, consent: true })).status).toBe(201);
    expect(await requestOf(schoolId, email)).toMatchObject({ status: 'unsubscribed', withdrawal: { text: expect.stringContaining(name) } });
    await runMailJobs();
    expect(await jobMailsOf(schoolId, 'closingReminder')).toHaveLength(1);

    // The owner presses the button of the confirmation they were sent.
    expect((await press(confirmLink)).status).toBe(200);
    expect(await requestOf(schoolId, email)).toMatchObject({ status: 'confirmed', withdrawal: { text: expect.stringContaining(name) } });
    expect((await consentRecordsOf(schoolId, email)).map((record) => record.event)).toEqual(['requested', 'confirmed', 'unsubscribed', 'confirmed']);
    expect((await mailsTo(email)).filter((mail) => mail.kind === 'reminderConfirmation')).toHaveLength(1);
  });
});
