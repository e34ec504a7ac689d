// Debian's Chromium, as every browser this project starts uses it: Playwright's own browser
// download cannot work offline (local/ensure-chromium.ts installs the package).

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and nothing that reaches for the network on its own. */
export const chromiumLaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
