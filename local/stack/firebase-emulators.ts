import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PROJECT_ID, ROOT, type Ports, type Profile } from './profiles';

export interface Emulators {
  child: ChildProcess;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * The page's Content-Security-Policy with the local emulators the browser talks to (Firebase
 * Auth, and the Firestore of live listeners; GET /api/client-config names them) added to its
 * connect-src. firebase.json holds production's policy, which must not name local hosts.
 */
export function withLocalOrigins(policy: string, ports: Pick<Ports, 'auth' | 'firestore'>): string {
  const local = [ports.auth, ports.firestore].map((port) => `http://127.0.0.1:${port}`).join(' ');
  const directives = policy.split(';').map((directive) => directive.trim());
  const connect = directives.findIndex((directive) => directive.startsWith('connect-src '));
  if (connect < 0) throw new Error("firebase.json's Content-Security-Policy has no connect-src");
  directives[connect] = `${directives[connect]} ${local}`;
  return directives.join('; ');
}

interface HostingHeaders {
  hosting: { headers: { headers: { key: string; value: string }[] }[] };
}

/** firebase.json with this profile's ports, for the emulators and in the page's policy. */
function configFor(profile: Profile, withFirestore: boolean): string {
  const config = JSON.parse(readFileSync(resolve(ROOT, 'firebase.json'), 'utf8'));
  const { ports } = profile;
  for (const name of ['hub', 'logging', 'auth', 'functions', 'hosting', 'eventarc', 'tasks'] as const) {
    config.emulators[name] = { host: '127.0.0.1', port: ports[name] };
  }
  if (withFirestore) config.emulators.firestore = { host: '127.0.0.1', port: ports.firestore };
  for (const header of (config as HostingHeaders).hosting.headers.flatMap((rule) => rule.headers)) {
    if (header.key === 'Content-Security-Policy') header.value = withLocalOrigins(header.value, ports);
  }
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

/** How many requests the functions emulator runs at once (its own default is 50). */
const FUNCTIONS_IN_PARALLEL = 8;

/** Workers that outlive firebase-tools would keep ports open: give them a moment, then kill. */
async function reapGroup(pgid: number): Promise<void> {
  for (let i = 0; i < 50 && groupAlive(pgid); i++) await new Promise((done) => setTimeout(done, 100));
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
}

export function startEmulators(options: { profile: Profile; withFirestore: boolean; env: NodeJS.ProcessEnv; logFile: string }): Emulators {
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
    // The functions emulator starts a worker process (about 3 s of CPU, 100 MB) whenever every
    // worker is busy and never stops one: on 2 cores a burst of requests grew it past 100 workers
    // whose start-up starved the requests themselves. Requests beyond this many wait their turn.
    env: { FUNCTIONS_EMULATOR_PARALLEL: String(FUNCTIONS_IN_PARALLEL), ...options.env },
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
