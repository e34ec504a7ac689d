// The tests' browser comes from Debian: Playwright's own browser download cannot work offline.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { TEST_CHROMIUM_PATH as path } from './chromium';

const PACKAGE = 'chromium-headless-shell';

if (!existsSync(path)) {
  if (process.getuid?.() !== 0 || spawnSync('which', ['apt-get']).status !== 0) {
    console.error(`The headless Chromium is missing at ${path}. Install Debian's package first: sudo apt-get update && sudo apt-get install -y ${PACKAGE}`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${PACKAGE} for the browser tests…`);
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
