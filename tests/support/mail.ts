import { expect } from '@playwright/test';
import type { MailDoc } from '@ssb/documents';
import { stack, testDb } from './stack';

/** A mail document as stored, with what the sender added. */
export type StoredMail = MailDoc & { id: string; delivery?: { state: string; info?: { accepted: string[] }; error?: string | null } };

/** The outbox's documents to this address (each test's guest is its own), oldest first. */
export async function mailsTo(email: string): Promise<StoredMail[]> {
  const snap = await testDb().collection('mail').where('to', '==', email).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as StoredMail).sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
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
