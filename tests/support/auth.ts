import { randomUUID } from 'node:crypto';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { PROJECT_ID } from '../../local/stack/profiles';
import { ports } from './stack';

// ID tokens from the auth emulator, the way the browser SDK gets them.
const identity = `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1`;

async function call(path: string, body: object): Promise<{ idToken: string; localId: string; refreshToken: string }> {
  const res = await fetch(`${identity}/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json;
}

export const signIn = async (email: string, password = 'password123') => (await signInForTokens(email, password)).idToken;

/** Signs in and keeps both tokens: the ID token and the refresh token that mints the next ones. */
export const signInForTokens = (email: string, password = 'password123') => call('accounts:signInWithPassword', { email, password });

/**
 * Exchanges a refresh token for a fresh ID token at the identity service's token endpoint, as
 * the browser SDK does every hour: the answer's status and, when it succeeds, the new ID token.
 */
export async function refreshIdToken(refreshToken: string): Promise<{ status: number; idToken?: string }> {
  const res = await fetch(`http://127.0.0.1:${ports.auth}/securetoken.googleapis.com/v1/token?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  const json = (await res.json()) as { id_token?: string };
  return { status: res.status, idToken: json.id_token };
}

/** A brand-new account with an unverified e-mail; no profile yet. */
export async function signUp(email = `new-${randomUUID().slice(0, 8)}@example.com`, password = 'secret123') {
  const { idToken, localId } = await call('accounts:signUp', { email, password });
  return { email, password, uid: localId, token: idToken };
}

function adminAuth() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
  const app = getApps().find((a) => a.name === 'auth-tests') ?? initializeApp({ projectId: PROJECT_ID }, 'auth-tests');
  return getAuth(app);
}

/** Marks the e-mail verified (as following the e-mail's link would) and returns a fresh token. */
export async function verifyEmail(account: { uid: string; email: string; password: string }) {
  await adminAuth().updateUser(account.uid, { emailVerified: true });
  return signIn(account.email, account.password);
}

/**
 * What the owner of the mailbox does when a verification e-mail arrives: follows its link. The
 * link verifies whichever account asked for it, which need not be the owner's.
 */
export async function followVerificationLink(account: { email: string; token: string }) {
  const sent = await fetch(`${identity}/accounts:sendOobCode?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken: account.token }),
  });
  if (!sent.ok) throw new Error(`sendOobCode: ${await sent.text()}`);
  const code = (await oobCodes()).filter((c) => c.requestType === 'VERIFY_EMAIL' && c.email.toLowerCase() === account.email.toLowerCase()).at(-1);
  if (!code) throw new Error(`No VERIFY_EMAIL code for ${account.email}`);
  await call('accounts:update', { oobCode: code.oobCode });
}

const oobCodes = async () =>
  (
    (await (await fetch(`http://127.0.0.1:${ports.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)).json()) as {
      oobCodes: { email: string; requestType: string; oobCode: string }[];
    }
  ).oobCodes;

/**
 * Moves an account to another e-mail through the identity service's verify-and-change flow
 * (the link is sent to the new address; following it changes and verifies the e-mail), and
 * returns a token signed in with the new address.
 */
export async function changeEmailAndVerify(account: { email: string; password: string; token: string }, newEmail: string) {
  const sent = await fetch(`${identity}/accounts:sendOobCode?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken: account.token, newEmail }),
  });
  if (!sent.ok) throw new Error(`sendOobCode: ${await sent.text()}`);
  // The code is filed under the address it changes from.
  const code = (await oobCodes()).filter((c) => c.requestType === 'VERIFY_AND_CHANGE_EMAIL' && c.email.toLowerCase() === account.email.toLowerCase()).at(-1);
  if (!code) throw new Error(`No VERIFY_AND_CHANGE_EMAIL code for ${newEmail}`);
  await call('accounts:update', { oobCode: code.oobCode });
  return signIn(newEmail, account.password);
}

/** The account as the identity service holds it now: its custom claims, when its tokens were last revoked. */
export const authAccount = (uid: string) => adminAuth().getUser(uid);

/** The claims an ID token carries (its payload; the signature is not the point here). */
export const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

export async function closeAdminAuth() {
  const app = getApps().find((a) => a.name === 'auth-tests');
  if (app) await deleteApp(app);
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Waits into the next whole second and answers its start: the identity service keeps the time
 * of a revocation in whole seconds, and a token signed in within that second outlives it.
 */
export async function nextSecond(): Promise<number> {
  await new Promise((done) => setTimeout(done, 1100 - (Date.now() % 1000)));
  return Math.floor(Date.now() / 1000) * 1000;
}
