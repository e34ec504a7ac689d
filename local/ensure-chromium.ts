// The browsers come from Debian: Playwright's own browser download cannot work offline.
// usage: node --import tsx local/ensure-chromium.ts [--full]   (the tests' headless shell; --full: Lighthouse's browser)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, TEST_CHROMIUM_PATH } from './chromium';

const full = process.argv.includes('--full');
const path = full ? CHROMIUM_PATH : TEST_CHROMIUM_PATH;
const PACKAGE = full ? 'chromium' : 'chromium-headless-shell';

if (!existsSync(path)) {
  if (process.getuid?.() !== 0 || spawnSync('which', ['apt-get']).status !== 0) {
    console.error(`Chromium is missing at ${path}. Install Debian's package first: sudo apt-get update && sudo apt-get install -y ${PACKAGE}`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${PACKAGE}…`);
  for (const args of [
    ['update', '-q'],
    ['install', '-y', '-q', PACKAGE],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install ${PACKAGE} by hand.`);
      process.exit(1);
    }
  }
}
