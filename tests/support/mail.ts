import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { todayIn } from '@ssb/contract';
import type { MailDoc } from '@ssb/documents';
import { noHorizontalScroll } from './browser-checkout';
import { stack, testDb } from './stack';

/** A mail document as stored, with what the sender added. */
export type StoredMail = MailDoc & { id: string; delivery?: { state: string; info?: { accepted: string[] }; error?: string | null } };

/** The outbox's documents to this address (each test's guest is its own), oldest first. */
export async function mailsTo(email: string): Promise<StoredMail[]> {
  const snap = await testDb().collection('mail').where('to', '==', email).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as StoredMail).sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
}

/**
 * Every link of a message into the product (its plain text's and its HTML's), each with the
 * language it opens in: `lang` of its query, null for none (English).
 */
export function productLinksIn(message: { text: string; html: string }): { url: string; lang: string | null }[] {
  const html = [...message.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  const text = [...message.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);
  return [...html, ...text].filter((url) => url.startsWith(stack.app)).map((url) => ({ url, lang: new URL(url).searchParams.get('lang') }));
}

/** A message as MailDev's REST API (`GET /email`) shows it. */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  from: { address: string; name: string }[];
  to: { address: string }[];
  /** The message's headers, names in lower case. */
  headers: Record<string, string>;
}

/** What the mail catcher holds for this address (MailDev filters by any field, dot-separated). */
export async function caughtFor(email: string): Promise<CaughtMail[]> {
  const res = await fetch(`${stack.mailInbox}/email?to.address=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as CaughtMail[];
}

/**
 * The sender works beside the API: waits until the catcher holds `count` messages for the
 * address. Generously: the local sender delivers some 25 a second, and the reminder job's
 * test writes thousands at once.
 */
export async function expectCaught(email: string, count: number): Promise<CaughtMail[]> {
  await expect.poll(async () => (await caughtFor(email)).length, { timeout: 60_000 }).toBe(count);
  return caughtFor(email);
}

/** The message's HTML as the catcher's web inbox shows it. */
export const caughtHtmlUrl = (mail: CaughtMail) => `${stack.mailInbox}/email/${mail.id}/html`;

const HOUR_MS = 60 * 60 * 1000;

/**
 * A time zone whose date holds for another hour: the window is written by this zone's "today",
 * and the card counts its days by the browser's clock a moment later. Chicago and Tokyo are
 * never both within an hour of midnight.
 */
export function zoneAwayFromMidnight(): string {
  const now = Date.now();
  return ['America/Chicago', 'Asia/Tokyo'].find((zone) => todayIn(zone, new Date(now)) === todayIn(zone, new Date(now + HOUR_MS)))!;
}

/**
 * Reads caught messages' HTML in a browser of its own at the project's width (375 px on the
 * phone), keeping a screenshot of each in light and dark schemes with the test's output. Not as
 * a mobile browser: the catcher's sanitizer drops <meta> elements, the viewport line among them,
 * so a mobile browser would lay a message out 980 px wide, where a phone's mail app keeps to
 * the screen's width.
 */
export async function mailReader(browser: Browser, testInfo: TestInfo) {
  // A new context takes the project's options, the phone's isMobile among them.
  const context = await browser.newContext({ isMobile: false, hasTouch: false });
  const page = await context.newPage();
  return {
    async open(mail: CaughtMail, name: string): Promise<Page> {
      await page.goto(caughtHtmlUrl(mail));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const colorScheme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.screenshot({ path: testInfo.outputPath(`mail-${name}-${colorScheme}.png`), fullPage: true });
      }
      expect(await noHorizontalScroll(page), `the ${name} e-mail scrolls sideways`).toBe(true);
      return page;
    },
    close: () => context.close(),
  };
}
