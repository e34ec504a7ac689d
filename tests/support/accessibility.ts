import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type axe from 'axe-core';

/**
 * What each new document is sent before its first audit: the minified build of the same axe-core
 * release (`axe.source` is the readable one, 1.3 MB), half the size to send and compile, which the
 * suite does dozens of times; made once per worker.
 */
const AXE_SCRIPT = `${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}\n;axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/** The impacts that fail a test; minor and moderate findings are only reported. */
const FAILING_IMPACTS: readonly string[] = ['serious', 'critical'];

/**
 * axe's default rules, plus the ones it still ships switched off although they test WCAG 2.x
 * A/AA criteria: `label-content-name-mismatch` (a visible label that is not part of the
 * accessible name, WCAG 2.5.3) is one of the faults we want kept out; `target-size` is
 * WCAG 2.2 AA.
 */
const EXTRA_RULES = ['label-content-name-mismatch', 'css-orientation-lock', 'p-as-heading', 'table-fake-caption', 'td-has-header', 'target-size'];
const RULES = Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }]));

export interface ScreenViolation {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  /** Each element it names, with axe's reason (for contrast: the colours and the ratio). */
  nodes: { target: string; why: string }[];
}

/** One screen's findings: the rule, its impact and the elements it names. */
export async function auditScreen(page: Page, screen: string): Promise<ScreenViolation[]> {
  return (await runAxe(page)).map((violation) => ({ screen, ...violation }));
}

/**
 * axe in the page itself (the app has no frames), sent once per document: a screen of a
 * single-page app audited again reuses it, and the suite audits hundreds of screens. Only the
 * violations leave the page, in the report's shape: axe's whole answer (every passing element
 * with its HTML) took twice as long to hand over as the audit itself.
 *
 * axe weighs opacity and colour into contrast, so it reads the screen once running transitions
 * (a dialog fading in) have ended; endless animations (spinners) are left running. A transition
 * that starts just after, or while axe reads (a button enabled as an answer arrives), leaves
 * half-way colours in what it finds: then the screen is read again once it has settled, three
 * times at most, and a fault that stays is found again.
 */
async function runAxe(page: Page): Promise<Omit<ScreenViolation, 'screen'>[]> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(AXE_SCRIPT);
  return page.evaluate(async (rules) => {
    const running = () => document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime));
    const settled = () =>
      Promise.race([Promise.all(running().map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    for (let reading = 1; ; reading++) {
      await settled();
      const movedBefore = running().length > 0;
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, { rules, resultTypes: ['violations'] });
      const moved = movedBefore || running().length > 0;
      if (violations.length > 0 && moved && reading < 3) continue;
      return violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.join(' '),
          why: (node.failureSummary ?? '').replace(/^Fix (any|all) of the following:\s*/, '').replace(/\s+/g, ' '),
        })),
      }));
    }
  }, RULES);
}

/** What tells screens apart: the address, and the names of the dialogs open on it. */
export async function screenKey(page: Page): Promise<string> {
  const dialogs = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"], dialog[open]'))
      .filter((dialog) => dialog.checkVisibility())
      .map((dialog) => {
        const labelledBy = dialog.getAttribute('aria-labelledby');
        const label = labelledBy ? document.getElementById(labelledBy)?.textContent : dialog.getAttribute('aria-label');
        return label?.trim() || 'dialog';
      }),
  );
  const url = new URL(page.url());
  const address = url.pathname + url.search;
  return dialogs.length > 0 ? `${address} [dialog: ${dialogs.join(', ')}]` : address;
}

export const isFailing = (violation: ScreenViolation) => FAILING_IMPACTS.includes(violation.impact);

export function describeViolations(violations: ScreenViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.slice(0, 5).map((node) => `    ${node.target}\n      ${node.why}`);
      const more = v.nodes.length > 5 ? [`    …and ${v.nodes.length - 5} more`] : [];
      return [`${v.screen}: ${v.impact} ${v.rule} (${v.help}), ${v.nodes.length} element(s)`, ...nodes, ...more].join('\n');
    })
    .join('\n');
}
