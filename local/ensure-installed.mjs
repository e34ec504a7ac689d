// Run first by `npm start` and `npm test`, so that both work on a fresh clone: installs the
// packages when node_modules does not hold what package-lock.json says, and does nothing
// (in a few tens of milliseconds) when it does. Plain JavaScript with Node's own modules only,
// as nothing else is there before the install.
// usage: node local/ensure-installed.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LOCK = join(root, 'package-lock.json');
// What npm writes into node_modules on every install: the packages it put there.
const INSTALLED = join(root, 'node_modules', '.package-lock.json');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const DEPENDENCIES = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];
const dependenciesOf = (manifest) => JSON.stringify(DEPENDENCIES.map((field) => Object.entries(manifest[field] ?? {}).sort()));

/** The root's and each workspace's package.json ask for what the lock file was written for. */
const lockFollowsManifests = (locked) =>
  Object.entries(locked)
    .filter(([path]) => !path.includes('node_modules'))
    .every(([path, entry]) => dependenciesOf(readJson(join(root, path, 'package.json'))) === dependenciesOf(entry));

/** Why the packages need installing, and with which npm command; null when node_modules holds what package-lock.json says. */
function whyInstall() {
  if (!existsSync(LOCK)) return { why: 'there is no package-lock.json', command: 'install' };
  const locked = readJson(LOCK).packages;
  if (!lockFollowsManifests(locked)) return { why: 'package.json asks for other packages than package-lock.json has', command: 'install' };
  const ci = (why) => ({ why, command: 'ci' });
  if (!existsSync(join(root, 'node_modules'))) return ci('node_modules is missing');
  if (!existsSync(INSTALLED)) return ci('node_modules was not installed by npm');
  const installed = readJson(INSTALLED).packages;
  for (const [path, wanted] of Object.entries(locked)) {
    if (!path.includes('node_modules')) continue;
    const found = installed[path];
    // npm leaves out the optional packages of other platforms (esbuild's, for one).
    if (!found) {
      if (wanted.optional) continue;
      return ci(`${path} is not installed`);
    }
    // A workspace's link names its folder; a package's address may name another registry's mirror.
    const [has, wants] = wanted.link ? [found.resolved, wanted.resolved] : [found.version, wanted.version];
    if (has !== wants) return ci(`${path} is ${has ?? 'another package'} where package-lock.json says ${wants}`);
    // The record outlives a folder deleted by hand.
    if (!existsSync(join(root, path))) return ci(`${path} is missing`);
  }
  return null;
}

const install = whyInstall();
if (install) {
  console.log(`${install.why}: installing with npm ${install.command}…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, [install.command, '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
