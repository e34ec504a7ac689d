import { bearer, signIn, signUp, verifyEmail } from './auth';
import { makeRepresentative } from './invitations';
import { createPrivateList, stack } from './stack';

/** Everyone an endpoint's allow/deny matrix covers (docs/product.md §6), as bearer tokens; `anonymous` sends none. */
export interface Personas {
  anonymous: null;
  /** A signed-up account with an unverified e-mail and a profile. */
  unverified: string;
  parent: string;
  /** A representative of the school under test. */
  rep: string;
  /** A representative of another school. */
  otherRep: string;
  admin: string;
}

async function api(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${stack.app}/api${path}`, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/** A fresh account with a verified e-mail and a profile; returns its uid and a current token. */
export async function verifiedAccount(prefix = 'person') {
  const account = await signUp(`${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`);
  await api('POST', '/users', account.token, { authId: account.uid, firstName: 'Test', lastName: prefix, phone: '(217) 555-0111' });
  return { uid: account.uid, email: account.email, password: account.password, token: await verifyEmail(account) };
}

/**
 * A new representative of `schoolId`, invited by the administrator through the API and taken by
 * following the e-mailed link (so the school's user counter moves as it would). Its token is
 * fetched after the link signed its other sessions out.
 */
export async function representativeOf(schoolId: string) {
  const person = await verifiedAccount('rep');
  return { ...person, token: await makeRepresentative(schoolId, person) };
}

/** The personas for a school and another school. */
export async function personasFor(schoolId: string, otherSchoolId: string): Promise<Personas> {
  const unverified = await signUp();
  await api('POST', '/users', unverified.token, { authId: unverified.uid });
  const [rep, otherRep] = await Promise.all([representativeOf(schoolId), representativeOf(otherSchoolId)]);
  return {
    anonymous: null,
    unverified: unverified.token,
    parent: await signIn('parent@example.com'),
    rep: rep.token,
    otherRep: otherRep.token,
    admin: await signIn('admin@example.com'),
  };
}

/** Two schools of the spec's own, each with a private list delivered to school (`school`, `other`), and the personas of the first. */
export async function twoSchoolsWithPersonas() {
  const school = await createPrivateList({ deliverToSchool: true });
  const other = await createPrivateList({ deliverToSchool: true });
  return { school, other, schoolId: school.schoolId, otherSchoolId: other.schoolId, personas: await personasFor(school.schoolId, other.schoolId) };
}
