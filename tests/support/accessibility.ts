import type { Page } from '@playwright/test';
import axe from 'axe-core';

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

/**
 * One screen's findings: the rule, its impact and the elements it names. A transition that starts
 * while axe reads the screen (a button enabled as an answer arrives) leaves half-way colours in
 * what it finds: such a screen is read again once it has settled, and a fault that stays is
 * found again.
 */
export async function auditScreen(page: Page, screen: string): Promise<ScreenViolation[]> {
  for (let reading = 1; ; reading++) {
    await settleAnimations(page);
    const { violations, moved } = await runAxe(page);
    if (violations.length === 0 || !moved || reading === 3) return violations.map((violation) => ({ screen, ...violation }));
  }
}

/**
 * axe in the page itself (the app has no frames), sent once per document: a screen of a
 * single-page app audited again reuses it: axe is half a megabyte of source, and the suite
 * audits hundreds of screens. Only the violations leave the page, in the report's shape: axe's
 * whole answer (every passing element with its HTML) took twice as long to hand over as the
 * audit itself.
 */
async function runAxe(page: Page): Promise<{ violations: Omit<ScreenViolation, 'screen'>[]; moved: boolean }> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(`${axe.source}\n;axe.configure({ allowedOrigins: ['<same_origin>'] });`);
  return page.evaluate(async (rules) => {
    // A transition that began after the screen settled, or under the audit, is still in flight when it ends.
    const inFlight = () => document.getAnimations().some((a) => Number.isFinite(a.effect?.getComputedTiming().endTime));
    let moved = inFlight();
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, { rules, resultTypes: ['violations'] });
    moved ||= inFlight();
    const violations = results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        why: (node.failureSummary ?? '').replace(/^Fix (any|all) of the following:\s*/, '').replace(/\s+/g, ' '),
      })),
    }));
    return { violations, moved };
  }, RULES);
}

/**
 * Waits for running transitions (a dialog fading in) to end: axe weighs opacity into
 * contrast, so a half-faded screen would report faults no one ever sees. Endless animations
 * (spinners) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime));
    const timeout = new Promise((resolve) => setTimeout(resolve, 2_000));
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), timeout]);
  });
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
