import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * The official Firestore emulator needs Java 21+ and its jar, which firebase-tools keeps in
 * ~/.cache/firebase/emulators. When both are here we use it; otherwise our local Firestore (local/firestore).
 */
export function officialFirestoreAvailable(): boolean {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.status !== 0) return false;
  const major = Number(/version "(\d+)/.exec(`${java.stderr}${java.stdout}`)?.[1] ?? 0);
  if (major < 21) return false;
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  return existsSync(cache) && readdirSync(cache).some((name) => /^cloud-firestore-emulator.*\.jar$/.test(name));
}
