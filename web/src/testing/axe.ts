import axe from 'axe-core';

/**
 * The axe violations in `container` (the test DOM): what the end-to-end suite checks in Chromium,
 * for components no screen shows yet. The test DOM has no layout, so colour contrast is left to the
 * browser suite; and a component rendered alone sits in no page landmark, so `region` is off.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
