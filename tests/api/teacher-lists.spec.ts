import { expect, test } from '@playwright/test';
import { teacherListMessages, type ListRequestResponse, type ListRequestsPage, type SupplyList, type TeacherListResponse } from '@ssb/contract';
import { closeAdminAuth } from '../support/auth';
import { uniqueEmail } from '../support/auth-emulator';
import { mailsTo, productLinksIn } from '../support/mail';
import { personasFor, type Personas } from '../support/roles';
import { receiptToken, teacherListToken } from '../support/signed-links';
import { call, createPrivateSchool, stored } from '../support/school-data';
import { closeTestDb } from '../support/stack';

// Lists from teachers: staff of a school ask a teacher for a grade's list (POST/GET
// /schools/{id}/list-requests); the e-mail's signed link (30 days, no account) lets the teacher
// send it once (POST /list-requests/{id}/submission); staff make a draft of it matched to the
// catalogue (POST /list-requests/{id}/draft); the school's representative approves a list
// (PUT /supply-lists/{id}/approve), which the shop shows as "Verified by {school}".

test.describe.configure({ mode: 'parallel' });

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const requestsOf = (schoolId: string) => `/schools/${schoolId}/list-requests`;
const DAY_S = 24 * 60 * 60;

async function schoolWithPersonas() {
  const schoolId = await createPrivateSchool('Teacher List Elementary');
  return { schoolId, personas: await personasFor(schoolId, await createPrivateSchool()) };
}

async function ask(schoolId: string, token: string, teacherEmail = uniqueEmail('teacher')) {
  const res = await call<ListRequestResponse>('POST', requestsOf(schoolId), token, { teacherName: 'Ms. Rivera', teacherEmail, grade: '3rd Grade' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { request: res.body.listRequest, teacherEmail };
}

/** The token of the link the request's e-mail carries. */
async function linkTokenSentTo(teacherEmail: string) {
  const mails = (await mailsTo(teacherEmail)).filter((mail) => mail.kind === 'listRequest');
  expect(mails).toHaveLength(1);
  const [link] = productLinksIn(mails[0]!.message).filter(({ url }) => new URL(url).pathname === '/teacher-list');
  expect(link, 'the e-mail links to the teacher’s page').toBeTruthy();
  return new URL(link!.url).searchParams;
}

const submit = (requestId: string, token: string, text: string, note?: string) =>
  call<ListRequestResponse & { error?: string }>('POST', `/list-requests/${requestId}/submission`, null, { token, text, ...(note ? { note } : {}) });

const CLASS_LIST = ['2 boxes of 24 crayons', 'one pack of glue sticks', 'a pair of safety scissors', 'Wide ruled notebook', '1 pencil box', 'a ukulele'].join(
  '\n',
);

test('the school’s representatives and administrators ask and list; everyone else is refused and no e-mail is sent', async () => {
  const { schoolId, personas } = await schoolWithPersonas();
  const teacherEmail = uniqueEmail('refused-teacher');
  const refused: Partial<Record<keyof Personas, number>> = { anonymous: 401, unverified: 403, parent: 403, otherRep: 403 };
  for (const [persona, status] of Object.entries(refused)) {
    const token = personas[persona as keyof Personas];
    const post = await call<{ error?: string }>('POST', requestsOf(schoolId), token, { teacherName: 'Mr. Lee', teacherEmail, grade: '2nd Grade' });
    expect(post.status, `${persona} POST`).toBe(status);
    expect(post.body.error).toBeTruthy();
    expect((await call('GET', requestsOf(schoolId), token)).status, `${persona} GET`).toBe(status);
  }
  expect(await mailsTo(teacherEmail)).toEqual([]);

  const byRep = await ask(schoolId, personas.rep);
  const byAdmin = await ask(schoolId, personas.admin);
  expect(byRep.request).toMatchObject({ schoolId, teacherName: 'Ms. Rivera', grade: '3rd Grade', submission: null, draft: null });
  const page = await call<ListRequestsPage>('GET', `${requestsOf(schoolId)}?limit=1`, personas.rep);
  expect(page.status).toBe(200);
  expect(page.body.listRequests).toHaveLength(1);
  expect(page.body.nextCursor).toEqual(expect.any(String));
  const rest = await call<ListRequestsPage>('GET', `${requestsOf(schoolId)}?limit=1&cursor=${page.body.nextCursor}`, personas.admin);
  expect([...page.body.listRequests, ...rest.body.listRequests].map((r) => r.id).sort()).toEqual([byRep.request.id, byAdmin.request.id].sort());

  for (const body of [
    { teacherName: '', teacherEmail, grade: '1st Grade' },
    { teacherName: 'Mr. Lee', teacherEmail: 'not-an-address', grade: '1st Grade' },
    { teacherName: 'Mr. Lee', teacherEmail, grade: '' },
  ]) {
    expect((await call('POST', requestsOf(schoolId), personas.rep, body)).status, JSON.stringify(body)).toBe(400);
  }
  expect((await call('POST', requestsOf('no-such-school'), personas.admin, { teacherName: 'A', teacherEmail, grade: 'K' })).status).toBe(404);
});

test('the teacher gets one e-mail whose signed link opens the page, sends the list once, and a second send is refused', async () => {
  const { schoolId, personas } = await schoolWithPersonas();
  const { request, teacherEmail } = await ask(schoolId, personas.rep);
  const mails = (await mailsTo(teacherEmail)).filter((mail) => mail.kind === 'listRequest');
  expect(mails).toHaveLength(1);
  expect(mails[0]!.message.subject).toContain('Teacher List Elementary');
  const params = await linkTokenSentTo(teacherEmail);
  expect(params.get('request')).toBe(request.id);
  const token = params.get('token')!;

  const page = await call<TeacherListResponse>('GET', `/list-requests/${request.id}?token=${encodeURIComponent(token)}`, null);
  expect(page.status).toBe(200);
  expect(page.body.request).toMatchObject({ teacherName: 'Ms. Rivera', grade: '3rd Grade', submitted: false });
  expect(page.body.request.school).toContain('Teacher List Elementary');

  const sent = await submit(request.id, token, CLASS_LIST, 'Label everything, please');
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  expect(sent.body.listRequest.submission).toMatchObject({ text: CLASS_LIST, note: 'Label everything, please' });

  const again = await submit(request.id, token, 'one more line');
  expect(again.status).toBe(409);
  expect(again.body.error).toBe(teacherListMessages.alreadySubmitted);
  expect((await stored(`listRequests/${request.id}`))?.submission.text).toBe(CLASS_LIST);
  // The request's e-mail is still the only one.
  expect((await mailsTo(teacherEmail)).filter((mail) => mail.kind === 'listRequest')).toHaveLength(1);

  const listed = await call<ListRequestsPage>('GET', requestsOf(schoolId), personas.rep);
  expect(listed.body.listRequests[0]!.submission).toMatchObject({ text: CLASS_LIST, note: 'Label everything, please' });
});

test('a forged, another request’s or an expired link is refused with a clear text, and nothing is stored', async () => {
  const { schoolId, personas } = await schoolWithPersonas();
  const { request } = await ask(schoolId, personas.rep);
  const { request: other, teacherEmail: otherEmail } = await ask(schoolId, personas.rep);
  const othersToken = (await linkTokenSentTo(otherEmail)).get('token')!;

  const nowS = Math.floor(Date.now() / 1000);
  for (const token of [
    `${nowS + DAY_S}.forged-signature`,
    'nonsense',
    othersToken,
    teacherListToken(request.id, nowS + DAY_S, 'a-key-the-server-does-not-hold-at-all'),
  ]) {
    const res = await submit(request.id, token, CLASS_LIST);
    expect(res.status, token).toBe(403);
    expect(res.body.error).toBe(teacherListMessages.linkInvalid);
    expect((await call('GET', `/list-requests/${request.id}?token=${encodeURIComponent(token)}`, null)).status).toBe(403);
  }
  const expired = await submit(request.id, teacherListToken(request.id, nowS - DAY_S), CLASS_LIST);
  expect(expired.status).toBe(410);
  expect(expired.body.error).toBe(teacherListMessages.linkExpired);
  // A signed link of another kind (an order's receipt, of the same id) opens no list.
  expect((await submit(request.id, receiptToken(request.id), CLASS_LIST)).status).toBe(403);
  expect((await submit('no-such-request', teacherListToken('no-such-request'), CLASS_LIST)).status).toBe(403);
  expect((await stored(`listRequests/${request.id}`))?.submission).toBeNull();
  expect((await stored(`listRequests/${other.id}`))?.submission).toBeNull();
});

test('a list too long, with too many lines, a line too long or no line at all is refused with a clear 400', async () => {
  const { schoolId, personas } = await schoolWithPersonas();
  const { request, teacherEmail } = await ask(schoolId, personas.admin);
  const token = (await linkTokenSentTo(teacherEmail)).get('token')!;
  const cases: [string, string][] = [
    [Array.from({ length: 101 }, (_, i) => `${i + 1} pencils`).join('\n'), teacherListMessages.tooManyLines({ max: 100 })],
    [`2 boxes of ${'very '.repeat(50)}crayons`, teacherListMessages.lineTooLong({ max: 200 })],
    ['x'.repeat(20_001), teacherListMessages.textTooLong({ max: 20_000 })],
    ['\n  \n - \n', teacherListMessages.listRequired],
  ];
  for (const [text, message] of cases) {
    const res = await submit(request.id, token, text);
    expect(res.status, message).toBe(400);
    expect(res.body.error).toContain(message);
  }
  expect((await stored(`listRequests/${request.id}`))?.submission).toBeNull();
});

test('staff make a draft of the grade from the submission: each line’s matches best first, the unmatched lines apart; approval is the representative’s and a change of items clears it', async () => {
  const { schoolId, personas } = await schoolWithPersonas();
  const { request, teacherEmail } = await ask(schoolId, personas.rep);
  const draftPath = `/list-requests/${request.id}/draft`;
  expect((await call<{ error: string }>('POST', draftPath, personas.rep)).body).toEqual({ error: teacherListMessages.notSubmitted });
  const token = (await linkTokenSentTo(teacherEmail)).get('token')!;
  expect((await submit(request.id, token, CLASS_LIST)).status).toBe(200);

  for (const persona of ['anonymous', 'unverified', 'parent', 'otherRep'] as const) {
    expect((await call('POST', draftPath, personas[persona])).status, persona).toBe(persona === 'anonymous' ? 401 : 403);
  }
  const made = await call<ListRequestResponse>('POST', draftPath, personas.rep);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const { draft } = made.body.listRequest;
  expect(draft).not.toBeNull();
  const lines = draft!.lines;
  // Named, not by id: the shared stack's catalogue holds other tests' products of the same names.
  expect(lines.map((l) => [l.quantity, l.matches[0]?.name ?? null])).toEqual([
    [2, expect.stringMatching(/crayons/i)],
    [1, expect.stringMatching(/glue stick/i)],
    [1, expect.stringMatching(/scissors/i)],
    [1, expect.stringMatching(/wide ruled notebook/i)],
    [1, expect.stringMatching(/pencil box/i)],
    [1, null],
  ]);
  for (const line of lines) {
    const scores = line.matches.map((m) => m.score);
    expect(scores, line.line).toEqual([...scores].sort((a, b) => b - a));
  }
  expect((await call<{ error: string }>('POST', draftPath, personas.admin)).body).toEqual({ error: teacherListMessages.draftMade });

  const listId = draft!.supplyListId;
  const list = await call<{ supplyList: SupplyList }>('GET', `/supply-lists/${listId}`, personas.rep);
  expect(list.body.supplyList).toMatchObject({ name: '3rd Grade', schoolId, published: false, approval: null });
  // The draft holds each matched line's best match, with the line's quantity.
  expect(list.body.supplyList.productsMappings.map((m) => [m.productId, m.quantity])).toEqual(
    lines.flatMap((l) => (l.matches[0] ? [[l.matches[0].productId, l.quantity]] : [])),
  );
  expect((await stored(`schools/${schoolId}`))?.supplyListCount).toBe(1);

  const approve = `/supply-lists/${listId}/approve`;
  for (const persona of ['anonymous', 'unverified', 'parent', 'otherRep', 'admin'] as const) {
    const res = await call<{ error?: string }>('PUT', approve, personas[persona]);
    expect(res.status, persona).toBe(persona === 'anonymous' ? 401 : 403);
  }
  expect((await call<{ error: string }>('PUT', approve, personas.admin)).body.error).toBe(teacherListMessages.representativesApprove);
  expect((await call('PUT', '/supply-lists/no-such-list/approve', personas.rep)).status).toBe(404);
  const approved = await call<{ supplyList: SupplyList }>('PUT', approve, personas.rep);
  expect(approved.status).toBe(200);
  expect(approved.body.supplyList.approval).toEqual({ at: expect.any(String) });
  expect((await stored(`supplyLists/${listId}`))?.approval).toMatchObject({ by: expect.any(String) });

  const changed = await call<SupplyList>('POST', `/supply-lists/${listId}/products`, personas.rep, {
    productMappings: [{ productId: 'prod-crayons', quantity: 3 }],
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  expect((await stored(`supplyLists/${listId}`))?.approval).toBeNull();
  expect((await call<{ supplyList: SupplyList }>('GET', `/supply-lists/${listId}`, personas.rep)).body.supplyList.approval).toBeNull();
});
