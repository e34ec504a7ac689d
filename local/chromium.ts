// Debian's Chromium, as every browser this project starts uses it: Playwright's own browser
// download cannot work offline (local/ensure-chromium.ts installs the tests' one).

/** The full browser: what Lighthouse measures, as a visitor's Chrome renders the pages. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The tests' browser: Debian's build of the old headless shell, the one Playwright's own download
 * runs headless. It renders the same pages with about 40% less CPU than the full browser, and the
 * browser tests are CPU-bound on this 2-core machine.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Headless, and nothing that reaches for the network on its own. */
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args };
export const testChromiumLaunchOptions = { executablePath: TEST_CHROMIUM_PATH, args };
