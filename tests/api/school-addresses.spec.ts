import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { School } from '@ssb/contract';
import { as, onlyAdminMay } from '../support/admin-matrix';
import { expectAnswer } from '../support/answers';
import { bearer, closeAdminAuth } from '../support/auth';
import { twoSchoolsWithPersonas, type Personas } from '../support/roles';
import { closeTestDb, ports, testDb } from '../support/stack';
import { PROJECT_ID } from '../../local/stack/profiles';

// docs/decisions.md §24: a school's address is its parts (a US state's code, a 5-digit ZIP code),
// where its boxes are taxed; `fullAddress` stays in every answer, made from them. Schools stored
// before are given theirs by `npm run migrate:school-addresses`.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

let admin: string;
let personas: Personas;
let schoolId: string;

test.beforeAll(async () => {
  ({ schoolId, personas } = await twoSchoolsWithPersonas());
  admin = personas.admin;
});

const tag = () => randomUUID().slice(0, 8);
const schoolDoc = async (id: string) => (await testDb().doc(`schools/${id}`).get()).data();
const errorOf = async (res: { json(): Promise<unknown> }) => ((await res.json()) as { error?: string }).error;
const austin = { line1: '500 Congress Avenue', line2: 'Suite 200', city: 'Austin', state: 'TX', zipCode: '78701' };

async function createSchool(request: APIRequestContext, data: object): Promise<School> {
  const res = await request.post('/api/schools', { data, ...as(admin) });
  expect(res.status(), await res.text()).toBe(201);
  await expectAnswer('POST /schools', res);
  return ((await res.json()) as { school: School }).school;
}

test('a school created with its address answers it, with the line made from it, keeps its state’s time zone and is found by its city', async ({ request }) => {
  const name = `Capitol School ${tag()}`;
  const school = await createSchool(request, { name, address: { ...austin, state: ' tx ' } });
  expect(school).toMatchObject({ address: austin, fullAddress: '500 Congress Avenue, Suite 200, Austin, TX 78701', timeZone: 'America/Chicago' });
  expect(await schoolDoc(school.id)).toMatchObject({ address: austin, fullAddress: '500 Congress Avenue, Suite 200, Austin, TX 78701' });

  const read = await request.get(`/api/schools/${school.id}`, as(admin));
  await expectAnswer('GET /schools/{id}', read);
  expect(((await read.json()) as { school: School }).school).toMatchObject({ address: austin, fullAddress: school.fullAddress });
  const found = (await (await request.get(`/api/schools?q=austin`, as(admin))).json()) as { schools: School[] };
  expect(found.schools.map((s) => s.id)).toContain(school.id);

  // A state of another zone: its own.
  const oregon = await createSchool(request, {
    name: `Salem School ${tag()}`,
    address: { line1: '1 Court Street', city: 'Salem', state: 'OR', zipCode: '97301' },
  });
  expect(oregon.timeZone).toBe('America/Los_Angeles');
});

test('an edit of the address changes the line made from it and what the search finds; null takes it away', async ({ request }) => {
  const school = await createSchool(request, { name: `Moving School ${tag()}`, address: austin });
  const moved = { line1: '1 Court Street', city: 'Salem', state: 'OR', zipCode: '97301' };
  const res = await request.put(`/api/schools/${school.id}`, { data: { address: moved }, ...as(admin) });
  expect(res.status(), await res.text()).toBe(200);
  await expectAnswer('PUT /schools/{id}', res);
  expect(((await res.json()) as { school: School }).school).toMatchObject({ address: moved, fullAddress: '1 Court Street, Salem, OR 97301' });
  const stored = await schoolDoc(school.id);
  expect(stored).toMatchObject({ address: moved, fullAddress: '1 Court Street, Salem, OR 97301' });
  expect(stored!.searchTerms).toContain('salem');
  expect(stored!.searchTerms).not.toContain('austin');

  const cleared = await request.put(`/api/schools/${school.id}`, { data: { address: null }, ...as(admin) });
  expect(((await cleared.json()) as { school: School }).school).toMatchObject({ address: null, fullAddress: '' });
});

test('a state or ZIP code that cannot be one is 400 with the contract’s message, in English and in Spanish, and nothing is written', async ({ request }) => {
  const name = `Refused Address ${tag()}`;
  const cases: [object, string, string][] = [
    [
      { state: 'Texas' },
      'address.state: Enter a US state as its two-letter code, such as IL',
      'address.state: Ingrese un estado de EE. UU. con su código de dos letras, como IL',
    ],
    [
      { state: 'XX' },
      'address.state: Enter a US state as its two-letter code, such as IL',
      'address.state: Ingrese un estado de EE. UU. con su código de dos letras, como IL',
    ],
    [{ zipCode: '7870' }, 'address.zipCode: Enter a 5-digit ZIP code', 'address.zipCode: Ingrese un código postal de 5 dígitos'],
    [{ zipCode: 'SW1A 2AA' }, 'address.zipCode: Enter a 5-digit ZIP code', 'address.zipCode: Ingrese un código postal de 5 dígitos'],
    [{ line1: '' }, 'address.line1: Address line 1 is required', 'address.line1: Ingrese la línea 1 de la dirección'],
  ];
  for (const [change, english, spanish] of cases) {
    const address = { ...austin, ...change };
    const created = await request.post('/api/schools', { data: { name, address }, ...as(admin) });
    expect(created.status(), JSON.stringify(change)).toBe(400);
    await expectAnswer('POST /schools', created);
    expect(await errorOf(created)).toBe(english);
    const edited = await request.put(`/api/schools/${schoolId}`, { data: { address }, headers: { ...bearer(admin), 'Accept-Language': 'es' } });
    expect(edited.status(), JSON.stringify(change)).toBe(400);
    expect(await errorOf(edited)).toBe(spanish);
  }
  expect((await testDb().collection('schools').where('name', '==', name).get()).size).toBe(0);
  expect((await schoolDoc(schoolId))!.fullAddress).toBe('1 Test Way, Portland, OR 97201');
});

test('a request that sends only the one-line fullAddress gets it read into the address; a line that does not read is 400 naming the address’s fields', async ({
  request,
}) => {
  const school = await createSchool(request, { name: `One Line School ${tag()}`, fullAddress: '9 Oak Hill Road, Springfield, Illinois 62702' });
  expect(school).toMatchObject({
    address: { line1: '9 Oak Hill Road', city: 'Springfield', state: 'IL', zipCode: '62702' },
    fullAddress: '9 Oak Hill Road, Springfield, IL 62702',
    timeZone: 'America/Chicago',
  });
  const unreadable = 'fullAddress: cannot be read as street, city, state and ZIP code: send it as address: line1, line2 (optional), city, state and zipCode';
  const refused = await request.post('/api/schools', { data: { name: `No Street ${tag()}`, fullAddress: '1 Willow Way' }, ...as(admin) });
  expect(refused.status()).toBe(400);
  expect(await errorOf(refused)).toBe(unreadable);
  const edited = await request.put(`/api/schools/${school.id}`, { data: { fullAddress: 'Springfield' }, ...as(admin) });
  expect(edited.status()).toBe(400);
  expect(await errorOf(edited)).toBe(unreadable);
  expect(await schoolDoc(school.id)).toMatchObject({ fullAddress: '9 Oak Hill Road, Springfield, IL 62702' });
});

test('only an administrator gives a school its address, as before', async ({ request }) => {
  const name = `Refused ${tag()}`;
  await onlyAdminMay(personas, (token) => request.post('/api/schools', { data: { name, address: austin }, ...as(token) }));
  expect((await testDb().collection('schools').where('name', '==', name).get()).size).toBe(0);
  const before = await schoolDoc(schoolId);
  await onlyAdminMay(personas, (token) => request.put(`/api/schools/${schoolId}`, { data: { address: austin }, ...as(token) }));
  expect(await schoolDoc(schoolId)).toEqual(before);
});

const run = promisify(execFile);
/** `npm run migrate:school-addresses` against the test stack's Firestore, as `npm start` runs it on kept data. */
const migrateSchoolAddresses = async () =>
  (
    await run('npm', ['run', '--silent', 'migrate:school-addresses'], {
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`, GCLOUD_PROJECT: PROJECT_ID },
    })
  ).stdout;

/** A school as schools were stored before they had addresses: its one line, and no `address`. */
async function schoolStoredBefore(name: string, fullAddress: string): Promise<string> {
  const id = `old-school-${tag()}`;
  await testDb().doc(`schools/${id}`).set({
    name,
    fullAddress,
    note: '',
    deliverToSchool: true,
    searchTerms: [],
    supplyListCount: 0,
    publishedListCount: 0,
    userCount: 0,
    createdAt: new Date(),
  });
  return id;
}

test('npm run migrate:school-addresses gives a school stored before the address its line reads as, and lists the one whose line does not, once', async ({
  request,
}) => {
  const readable = await schoolStoredBefore(`Old Readable ${tag()}`, '455 River Road\nSpringfield, il 62704');
  const unreadableName = `Old Unreadable ${tag()}`;
  const unreadable = await schoolStoredBefore(unreadableName, 'Behind the church, Riverton');
  // Until then it reads with no address, and the line it had.
  const before = await request.get(`/api/schools/${readable}`, as(admin));
  await expectAnswer('GET /schools/{id}', before);
  expect(((await before.json()) as { school: School }).school).toMatchObject({ address: null, fullAddress: '455 River Road\nSpringfield, il 62704' });

  const printed = await migrateSchoolAddresses();
  const address = { line1: '455 River Road', city: 'Springfield', state: 'IL', zipCode: '62704' };
  const migrated = await schoolDoc(readable);
  expect(migrated).toMatchObject({ address, fullAddress: '455 River Road, Springfield, IL 62704' });
  expect(migrated!.searchTerms).toEqual(expect.arrayContaining(['springfield', '62704']));
  expect(((await (await request.get(`/api/schools/${readable}`, as(admin))).json()) as { school: School }).school).toMatchObject({ address });
  // The one it could not read is left as it was, and named for an administrator to fix.
  expect(await schoolDoc(unreadable)).not.toHaveProperty('address');
  expect(printed).toContain(`${unreadable}\t${unreadableName}\t"Behind the church, Riverton"`);
  expect(printed).not.toContain(readable);

  // Again: nothing more to do for the one migrated; the other is still listed.
  const updatedAt = (await testDb().doc(`schools/${readable}`).get()).updateTime;
  const again = await migrateSchoolAddresses();
  expect((await testDb().doc(`schools/${readable}`).get()).updateTime?.isEqual(updatedAt!)).toBe(true);
  expect(again).toContain(unreadable);
});
