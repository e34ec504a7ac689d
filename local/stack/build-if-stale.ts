import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './profiles';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== 'node_modules')
    .reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

const targets = [
  {
    workspace: 'functions',
    output: 'functions/lib/index.js',
    inputs: ['functions/src', 'functions/build.mjs', 'functions/package.json', 'contract/src'],
  },
  {
    workspace: 'web',
    output: 'web/dist/index.html',
    inputs: ['web/src', 'web/public', 'web/index.html', 'web/scripts', 'firebase.json', 'web/vite.config.ts', 'web/package.json', 'contract/src'],
  },
];

/** Rebuilds a workspace when any of its sources is newer than its build output. */
export function buildIfStale(log: (line: string) => void): void {
  for (const target of targets) {
    const built = newestMtime(resolve(ROOT, target.output));
    const changed = Math.max(...target.inputs.map((input) => newestMtime(resolve(ROOT, input))));
    if (built >= changed) continue;
    log(`building ${target.workspace} (sources changed since the last build)`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`Building ${target.workspace} failed`);
  }
}
