import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { PROJECT_ID } from '../../local/stack/profiles';
import { ports } from './stack';

// The Firebase web SDK, in a page of the app's own origin, signed in through the auth
// emulator like the app: what someone with the app's config could do in their browser's
// console, beyond what the app's screens ask.

let bundle: Promise<string> | undefined;

const script = () =>
  (bundle ??= build({
    entryPoints: [fileURLToPath(new URL('./firestore-in-page.entry.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text));

/** Reads one order as the given account from the page, and answers 'read' or the SDK's error code. */
export async function readOrderInPage(page: Page, account: { email: string; password: string }, orderId: string): Promise<string> {
  // Evaluated, not added as a <script>: the page's Content-Security-Policy refuses inline scripts.
  await page.evaluate(await script());
  return page.evaluate((args) => (window as unknown as { readOrderAs: (a: typeof args) => Promise<string> }).readOrderAs(args), {
    ...account,
    orderId,
    projectId: PROJECT_ID,
    authPort: ports.auth,
    firestorePort: ports.firestore,
  });
}
