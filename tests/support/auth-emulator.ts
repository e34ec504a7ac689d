import type { Page } from '@playwright/test';
import { AUTH_TEXTS } from '../../web/src/features/auth/texts';
import { randomUUID } from 'node:crypto';
import { PROJECT_ID } from '../../local/stack/profiles';
import { ports } from './stack';

/** The Auth emulator's REST API for tests (docs/product.md §8 e-mails: verification and password reset). */
const emulator = `http://127.0.0.1:${ports.auth}/emulator/v1/projects/${PROJECT_ID}`;

export interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | string;
  oobCode: string;
  oobLink: string;
}

/** Every e-mail action code the emulator has "sent", oldest first. */
async function oobCodes(): Promise<OobCode[]> {
  const res = await fetch(`${emulator}/oobCodes`);
  if (!res.ok) throw new Error(`GET oobCodes: HTTP ${res.status}`);
  const body = (await res.json()) as { oobCodes?: OobCode[] };
  return body.oobCodes ?? [];
}

/** The codes of one kind sent to `email`, oldest first. */
async function codesFor(email: string, requestType: OobCode['requestType']): Promise<OobCode[]> {
  const wanted = email.toLowerCase();
  return (await oobCodes()).filter((c) => c.email.toLowerCase() === wanted && c.requestType === requestType);
}

/** Waits until the emulator has a code of that kind for `email` and returns the newest. */
export async function waitForCode(email: string, requestType: OobCode['requestType'], timeoutMs = 10_000): Promise<OobCode> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const codes = await codesFor(email, requestType);
    const newest = codes.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`No ${requestType} code for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Follows the verification link of the newest VERIFY_EMAIL code, as clicking it in the e-mail would. */
export async function verifyEmailByLink(email: string): Promise<void> {
  const code = await waitForCode(email, 'VERIFY_EMAIL');
  const res = await fetch(code.oobLink);
  if (!res.ok) throw new Error(`Applying the verification link failed: HTTP ${res.status}`);
}

/** An e-mail address no test has used. */
export const uniqueEmail = (prefix = 'parent') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** The demo accounts the stack seeds (verified e-mails). */
export const demoAccounts = {
  admin: 'admin@example.com',
  rep: 'rep@example.com',
  parent: 'parent@example.com',
} as const;
const DEMO_PASSWORD = 'password123';

/** Signs in on /login as a person would. */
export async function signInThroughPage(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(AUTH_TEXTS.login.email).fill(email);
  await page.getByLabel(AUTH_TEXTS.login.password, { exact: false }).first().fill(password);
  await page.getByRole('button', { name: AUTH_TEXTS.login.submit, exact: true }).click();
}
