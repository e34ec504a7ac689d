import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { UserDoc } from '@ssb/documents';
import { emptyAddress } from '@ssb/contract';

// Signed-in callers for the benchmark without the Auth emulator: with
// FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts unsigned ("alg": "none") ID tokens,
// as it does from the Auth emulator, and asks the emulator whether the account still exists
// (accounts:lookup), which the stand-in below answers. So the API's authenticate() runs as
// in production: it checks the token's claims and reads the caller's profile (one read, counted).

/** The accounts the administrator's probes make representatives: each owns `<uid>@example.com`, verified. */
export const benchPerson = (n: number) => `bench-person-${n}`;
const benchPersonEmail = /^(bench-person-\d+)@example\.com$/;

/**
 * Answers firebase-admin's accounts:lookup for any uid (an enabled account), and by e-mail for
 * the bench's people only (buyers and office orders stay guests), and its accounts:update (role
 * changes set claims and revoke tokens). Returns its host:port, and how many lookups it answered.
 */
export async function startAuthStandIn(): Promise<{ host: string; lookups: { readonly total: number }; close(): void }> {
  // accounts:lookup answered: what a token's revocation check costs (one per check).
  let lookups = 0;
  const server = createServer((req, res) => {
    if (req.url?.includes('accounts:lookup')) lookups++;
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const { localId = [], email = [] } = (raw ? JSON.parse(raw) : {}) as { localId?: string | string[]; email?: string[] };
      // accounts:lookup names a list of uids or of e-mails; accounts:update names one uid.
      const byEmail = email.flatMap((address) => benchPersonEmail.exec(address)?.[1] ?? []);
      const uids = [...(Array.isArray(localId) ? localId : [localId]), ...byEmail];
      const users = uids.map((uid) => ({ localId: uid, email: `${uid}@example.com`, emailVerified: true, disabled: false }));
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(req.url?.includes('accounts:update') ? { localId: uids[0] } : { users }));
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    lookups: {
      get total() {
        return lookups;
      },
    },
    close: () => server.close(),
  };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned ID token for `uid` with a verified e-mail, as the Auth emulator issues them. */
export function emulatorIdToken(projectId: string, uid: string, email: string): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    user_id: uid,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    email,
    email_verified: true,
    firebase: { sign_in_provider: 'password', identities: { email: [email] } },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

/** Writes a staff profile (an administrator, or a school's representative) and returns its bearer token. */
export const staffAccount = (db: Firestore, projectId: string, uid: string, schoolId: string | null) =>
  benchAccount(db, projectId, uid, schoolId ? 'USER' : 'ADMIN', schoolId);

/** Writes a parent's profile (an account with no school) and returns its bearer token. */
export const parentAccount = (db: Firestore, projectId: string, uid: string) => benchAccount(db, projectId, uid, 'USER', null);

async function benchAccount(db: Firestore, projectId: string, uid: string, type: UserDoc['type'], schoolId: string | null): Promise<string> {
  const email = `${uid}@example.com`;
  const now = Timestamp.now();
  const doc: UserDoc = {
    authId: uid,
    email,
    emailKey: email,
    type,
    firstName: 'Bench',
    lastName: uid,
    phone: '(555) 000-0000',
    ...emptyAddress,
    schoolId,
    emailVerified: true,
    emailVerificationLinkSentAt: null,
    dailyDigest: true,
    createdAt: now,
    updatedAt: now,
  };
  await db.doc(`users/${uid}`).set(doc);
  return emulatorIdToken(projectId, uid, email);
}
