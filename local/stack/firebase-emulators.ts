import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PROJECT_ID, ROOT, type Profile } from './profiles';

export interface Emulators {
  child: ChildProcess;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** firebase.json with this profile's ports; the dev profile uses firebase.json as it is. */
function configFor(profile: Profile, withFirestore: boolean): string {
  const base = resolve(ROOT, 'firebase.json');
  if (profile.name === 'dev' && !withFirestore) return base;
  const config = JSON.parse(readFileSync(base, 'utf8'));
  const { ports } = profile;
  for (const name of ['hub', 'logging', 'auth', 'functions', 'hosting', 'eventarc', 'tasks'] as const) {
    config.emulators[name] = { host: '127.0.0.1', port: ports[name] };
  }
  if (withFirestore) config.emulators.firestore = { host: '127.0.0.1', port: ports.firestore };
  // Beside firebase.json, so the relative paths in it (web/dist, functions) still resolve.
  const file = resolve(ROOT, `firebase.${profile.name}.local.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Workers that outlive firebase-tools would keep ports open: give them a moment, then kill. */
async function reapGroup(pgid: number): Promise<void> {
  for (let i = 0; i < 50 && groupAlive(pgid); i++) await new Promise((done) => setTimeout(done, 100));
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
}

export function startEmulators(options: {
  profile: Profile;
  withFirestore: boolean;
  env: NodeJS.ProcessEnv;
  logFile: string;
}): Emulators {
  const { profile } = options;
  const only = ['auth', 'functions', 'hosting', ...(options.withFirestore ? ['firestore'] : [])];
  const args = ['emulators:start', '--only', only.join(','), '--project', PROJECT_ID, '--config', configFor(profile, options.withFirestore)];
  const exportDir = join(profile.dataDir, 'emulators');
  if (profile.persistent) {
    if (existsSync(join(exportDir, 'firebase-export-metadata.json'))) args.push('--import', exportDir);
    args.push('--export-on-exit', exportDir);
  }
  const log = createWriteStream(options.logFile, { flags: 'a' });
  // Its own process group: one SIGINT to the group stops firebase-tools and its workers cleanly.
  const child = spawn(resolve(ROOT, 'node_modules/.bin/firebase'), args, {
    cwd: ROOT,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  async function stop() {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGINT');
    const timeout = new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), 30_000).unref());
    if ((await Promise.race([exited, timeout])) === 'timeout') process.kill(-child.pid, 'SIGKILL');
    await reapGroup(child.pid);
  }

  return { child, exited, stop };
}
