// The tests read the product's texts as written, as the API does.
import '../../contract/src/i18n/node-setup';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEFAULT_LOCALE, firstSpokenLocale, loadLocale, setLocaleSource } from '@ssb/contract';
import { auditScreen, describeViolations, isFailing, screenKey, type ScreenViolation } from './accessibility';
import { appHasTakenOver } from './prerendered';

export { expect } from '@playwright/test';

/**
 * The screens audited in this run, in a project and a language, by a test that let it: the
 * journeys meet the same screens again and again (the shop, My Orders, the dashboards), and one
 * audit of each in a run is what the journeys owe; accessibility.spec.ts audits every screen on
 * purpose in each of its tests. The workers share the record, a file per screen (named by its
 * hash) in the run's output directory, which Playwright empties when a run starts.
 */
function screensAuditedInRun(outputDir: string, scope: string) {
  const dir = join(outputDir, '.audited-screens');
  mkdirSync(dir, { recursive: true });
  const file = (screen: string) => join(dir, createHash('sha1').update(`${scope} ${screen}`).digest('hex'));
  return {
    has: (screen: string) => existsSync(file(screen)),
    add: (screen: string) => writeFileSync(file(screen), `${scope} ${screen}`),
  };
}

/**
 * A screen as the run counts it: its address with record ids (a school's, an order's) and the
 * text searched for left out, and the dialogs open on it. `/shop?school=…&list=…` is one screen
 * whatever the school, `/admin?tab=orders&q=…` one whatever the search.
 */
const runScreenOf = (screen: string) => screen.replace(/=[A-Za-z0-9_-]{16,}/g, '=…').replace(/([?&]q=)[^&\s]*/g, '$1…');

/**
 * Audits every screen of the app a test opens with axe. A screen is an address plus the
 * dialogs open on it; it is audited just before the test acts on it (the test has then seen
 * what it waited for), again before it leaves with `goto`, and at the end of the test, unless
 * a test before it in the run audited it (`auditScope: 'run'`, the default).
 */
class ScreenAuditor {
  readonly violations: ScreenViolation[] = [];
  readonly screens: string[] = [];
  private busy = false;

  constructor(
    private readonly page: Page,
    private readonly appOrigin: string,
    /** The screens audited in the run, in the test's project and language; null: only this test's own count. */
    private readonly inRun: ReturnType<typeof screensAuditedInRun> | null,
  ) {}

  /** The violations that fail the test. */
  failing(): ScreenViolation[] {
    return this.violations.filter(isFailing);
  }

  /** Audits the current screen unless this test already has (what the instrumented actions call). */
  auditIfNew(): Promise<void> {
    return this.run({ again: false });
  }

  /** Audits the current screen now, also when its address was audited before (a list that has since loaded). */
  audit(): Promise<void> {
    return this.run({ again: true });
  }

  /** Pages of other origins (the payment stand-in for Stripe's hosted page) are not ours to audit. */
  private async run({ again }: { again: boolean }): Promise<void> {
    if (this.busy || this.page.isClosed()) return;
    if (new URL(this.page.url()).origin !== this.appOrigin) return;
    this.busy = true;
    try {
      const screen = await screenKey(this.page);
      const runScreen = runScreenOf(screen);
      if (!again && (this.screens.includes(screen) || this.inRun?.has(runScreen))) return;
      const found = await auditScreen(this.page, screen);
      this.screens.push(screen);
      this.violations.push(...found);
      this.inRun?.add(runScreen);
    } catch (error) {
      // The page moved on while we looked (a redirect): that screen is audited once it settles.
      if (!isNavigationRace(error)) throw error;
    } finally {
      this.busy = false;
    }
  }
}

const isNavigationRace = (error: unknown) =>
  error instanceof Error && /Execution context was destroyed|navigation|Target page, context or browser has been closed/i.test(error.message);

const auditors = new WeakMap<Page, ScreenAuditor>();

/** What a person does to a screen through a locator: the moments just before it changes. */
const LOCATOR_ACTIONS = [
  'check',
  'clear',
  'click',
  'dblclick',
  'dragTo',
  'fill',
  'hover',
  'press',
  'pressSequentially',
  'selectOption',
  'setChecked',
  'setInputFiles',
  'tap',
  'type',
  'uncheck',
] as const satisfies readonly (keyof Locator)[];

const PAGE_ACTIONS = ['goto', 'reload', 'goBack', 'goForward'] as const satisfies readonly (keyof Page)[];
const KEYBOARD_ACTIONS = ['press', 'type', 'insertText'] as const satisfies readonly (keyof Page['keyboard'])[];

type AsyncMethod = (...args: unknown[]) => Promise<unknown>;

/** Makes `target[name]` audit the screen first. */
function auditBefore<T extends object>(target: T, name: string, auditorOf: (self: T) => ScreenAuditor | undefined) {
  const methods = target as unknown as Record<string, AsyncMethod>;
  const original = methods[name];
  if (!original) throw new Error(`Cannot audit before ${name}: no such method`);
  methods[name] = async function (this: T, ...args: unknown[]) {
    await auditorOf(this)?.auditIfNew();
    return original.apply(this, args);
  };
}

let locatorsInstrumented = false;

/** Locators are created on demand from one shared class: it is instrumented once per worker. */
function instrumentLocators(page: Page) {
  if (locatorsInstrumented) return;
  locatorsInstrumented = true;
  const prototype = Object.getPrototypeOf(page.locator('html')) as Locator;
  for (const name of LOCATOR_ACTIONS) auditBefore(prototype, name, (locator) => auditors.get(locator.page()));
}

/**
 * A prerendered page (web/scripts/prerender.mjs) shows its screen before the app has loaded,
 * and a click on it is only kept until the app has replaced it: loading a page waits for that.
 */
function waitForAppAfter(page: Page, name: 'goto' | 'reload', appOrigin: string) {
  const original = page[name].bind(page) as AsyncMethod;
  (page as unknown as Record<string, AsyncMethod>)[name] = async (...args: unknown[]) => {
    const response = await original(...args);
    if (new URL(page.url()).origin === appOrigin) await appHasTakenOver(page);
    return response;
  };
}

function instrumentPage(page: Page, auditor: ScreenAuditor, appOrigin: string) {
  auditors.set(page, auditor);
  instrumentLocators(page);
  waitForAppAfter(page, 'goto', appOrigin);
  waitForAppAfter(page, 'reload', appOrigin);
  for (const name of PAGE_ACTIONS) auditBefore(page, name, () => auditor);
  for (const name of KEYBOARD_ACTIONS) auditBefore(page.keyboard, name, () => auditor);
}

/** What the browser says when the Content-Security-Policy refuses something (Chromium's wording). */
const REFUSED_BY_POLICY = /^Refused to .*Content Security Policy/s;

/**
 * Everything the pages of the test's browser context were refused by their
 * Content-Security-Policy (firebase.json's headers, applied by the hosting emulator): the
 * browser's `securitypolicyviolation` events and its "Refused to …" console errors.
 */
async function watchPolicyViolations(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.exposeBinding('__reportPolicyViolation', ({ page }, violation: string) => {
    refused.push(`${page.url()}: ${violation}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (violation: string) => void }).__reportPolicyViolation;
      void report(`${event.effectiveDirective} refused ${event.blockedURI || 'an inline script or style'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && REFUSED_BY_POLICY.test(message.text())) refused.push(`${message.page()?.url()}: ${message.text()}`);
  });
  return refused;
}

/**
 * The end-to-end suite's `test`: Playwright's, with every screen of the app audited. A serious
 * or critical axe violation fails the test; all findings are attached to its report. Anything
 * the Content-Security-Policy refuses fails the test too: a policy that breaks a screen is a bug.
 */
export const test = base.extend<{ accessibility: ScreenAuditor; auditScope: 'run' | 'test'; contentSecurityPolicy: void; textsLanguage: void }>({
  auditScope: ['run', { option: true }],
  /**
   * The test reads the product's texts in the language the app shows its browser: Playwright's
   * `locale` (`test.use({ locale: 'es-US' })`) is the browser's language, which decides a first visit.
   */
  textsLanguage: [
    async ({ locale }, use) => {
      const language = firstSpokenLocale([locale ?? DEFAULT_LOCALE]);
      await loadLocale(language);
      setLocaleSource(() => language);
      await use();
      setLocaleSource(() => DEFAULT_LOCALE);
    },
    { auto: true },
  ],
  contentSecurityPolicy: [
    async ({ context }, use) => {
      const refused = await watchPolicyViolations(context);
      await use();
      if (refused.length > 0) throw new Error(`Refused by the Content-Security-Policy:\n${refused.join('\n')}`);
    },
    { auto: true },
  ],
  accessibility: [
    async ({ page, baseURL, locale, auditScope }, use, testInfo) => {
      const appOrigin = new URL(baseURL ?? page.url()).origin;
      const inRun = auditScope === 'run' ? screensAuditedInRun(testInfo.project.outputDir, `${testInfo.project.name} ${locale ?? ''}`) : null;
      const auditor = new ScreenAuditor(page, appOrigin, inRun);
      instrumentPage(page, auditor, appOrigin);
      await use(auditor);
      if (testInfo.status === testInfo.expectedStatus) await auditor.auditIfNew();
      auditors.delete(page);

      await testInfo.attach('accessibility', {
        contentType: 'application/json',
        body: JSON.stringify({ screens: auditor.screens, violations: auditor.violations }, null, 2),
      });
      const failing = auditor.failing();
      if (failing.length > 0) {
        throw new Error(`Serious or critical accessibility violations (axe):\n${describeViolations(failing)}`);
      }
    },
    { auto: true },
  ],
});
