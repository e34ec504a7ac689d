import { expect, test } from '@playwright/test';
import { publishMessages, type SupplyList } from '@ssb/contract';
import { closeAdminAuth, signIn } from '../support/auth';
import { personasFor, representativeOf } from '../support/roles';
import { call, createPrivateProducts, createPrivateSchool, writeList } from '../support/school-data';
import { closeTestDb, testDb } from '../support/stack';

// A representative submits a draft for review (POST /supply-lists/{id}/review): the list waits
// ("awaitingReview"), the administrators are e-mailed through the outbox in the same
// transaction, the administrator's Supply Lists filter finds it, and publishing ends the wait.

test.describe.configure({ mode: 'parallel' });

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

type ListAnswer = { supplyList: SupplyList };
type ListsAnswer = { supplyLists: SupplyList[] };

/** A school of the test's own with a representative, and a draft of it holding one product. */
async function draftOfOwnSchool() {
  const schoolId = await createPrivateSchool();
  const [rep, [productId]] = await Promise.all([representativeOf(schoolId), createPrivateProducts([349])]);
  const listId = await writeList(schoolId, { items: [{ productId: productId!, quantity: 2 }] });
  return { schoolId, listId, rep: rep.token, repEmail: rep.email };
}

/** The review requests written for the list, by recipient. */
async function reviewMails(listId: string) {
  const snap = await testDb().collection('mail').where('supplyListId', '==', listId).get();
  return snap.docs.map((doc) => doc.data() as { to: string; kind: string; message: { subject: string; text: string; html: string } });
}

const awaitingIds = async (token: string, query = '') =>
  (await call<ListsAnswer>('GET', `/supply-lists?awaitingReview=true${query}`, token)).body.supplyLists.map((list) => list.id);

test('a representative submits a draft: it waits for review, every administrator is e-mailed once, and publishing ends the wait', async () => {
  const { schoolId, listId, rep, repEmail } = await draftOfOwnSchool();
  const admin = await signIn('admin@example.com');

  const submitted = await call<ListAnswer>('POST', `/supply-lists/${listId}/review`, rep);
  expect(submitted.status).toBe(200);
  expect(submitted.body.supplyList).toMatchObject({ id: listId, published: false, awaitingReview: true });

  const mails = await reviewMails(listId);
  expect(mails.map((mail) => mail.to)).toContain('admin@example.com');
  expect(new Set(mails.map((mail) => mail.to)).size).toBe(mails.length);
  const [mail] = mails.filter((m) => m.to === 'admin@example.com');
  expect(mail!.kind).toBe('reviewRequest');
  expect(mail!.message.text).toContain(repEmail);
  expect(mail!.message.text).toContain('/admin?tab=supply-lists&review=waiting');
  expect(mail!.message.text).toContain('$6.98');

  // Submitted again (a double tap): nothing changes, nobody is e-mailed twice.
  expect((await call<ListAnswer>('POST', `/supply-lists/${listId}/review`, rep)).body.supplyList.awaitingReview).toBe(true);
  expect(await reviewMails(listId)).toHaveLength(mails.length);

  expect(await awaitingIds(admin)).toContain(listId);
  expect(await awaitingIds(admin, `&schoolId=${schoolId}`)).toEqual([listId]);
  expect(await awaitingIds(rep, `&schoolId=${schoolId}`)).toEqual([listId]);

  const published = await call<ListAnswer>('PUT', `/supply-lists/${listId}/publish`, admin);
  expect(published.body.supplyList).toMatchObject({ published: true, awaitingReview: false });
  expect(await awaitingIds(admin, `&schoolId=${schoolId}`)).toEqual([]);
  const again = await call<{ error: string }>('POST', `/supply-lists/${listId}/review`, rep);
  expect(again).toEqual({ status: 409, body: { error: publishMessages.alreadyPublished } });
});

test('only the school’s own representative submits; administrators publish themselves; an empty draft or an unknown list is refused', async () => {
  const { schoolId, listId } = await draftOfOwnSchool();
  const personas = await personasFor(schoolId, await createPrivateSchool());
  const refused = { anonymous: 401, unverified: 403, parent: 403, otherRep: 403, admin: 403 } as const;
  for (const [persona, status] of Object.entries(refused)) {
    const res = await call<{ error?: string }>('POST', `/supply-lists/${listId}/review`, personas[persona as keyof typeof refused]);
    expect(res.status, persona).toBe(status);
    expect(res.body.error, persona).toBeTruthy();
  }
  expect((await call<{ error: string }>('POST', `/supply-lists/${listId}/review`, personas.admin)).body.error).toBe(publishMessages.adminsPublish);
  expect(await reviewMails(listId)).toEqual([]);
  expect((await call<ListAnswer>('GET', `/supply-lists/${listId}`, personas.rep)).body.supplyList.awaitingReview).toBe(false);

  const empty = await writeList(schoolId);
  expect(await call('POST', `/supply-lists/${empty}/review`, personas.rep)).toEqual({ status: 409, body: { error: publishMessages.empty } });
  expect((await call('POST', '/supply-lists/no-such-list/review', personas.rep)).status).toBe(404);

  // The drafts waiting are staff's to see.
  for (const persona of ['anonymous', 'parent'] as const) {
    expect((await call('GET', '/supply-lists?awaitingReview=true', personas[persona])).status, persona).toBe(403);
  }
});

/** The e-mails written for the list to its representative. */
const repMails = async (listId: string, repEmail: string) => (await reviewMails(listId)).filter((mail) => mail.to === repEmail);

test('publishing a list that waited for review e-mails its representative once', async () => {
  const { listId, rep, repEmail } = await draftOfOwnSchool();
  const admin = await signIn('admin@example.com');
  expect((await call('POST', `/supply-lists/${listId}/review`, rep)).status).toBe(200);

  expect((await call('PUT', `/supply-lists/${listId}/publish`, admin)).status).toBe(200);
  const mails = await repMails(listId, repEmail);
  expect(
    mails.map((mail) => mail.kind),
    'the representative is told the list was published',
  ).toEqual(['reviewPublished']);
  expect(mails[0]!.message.text).toContain('/school-dashboard?tab=lists');

  // Published again, unpublished and published again: the representative heard once.
  expect((await call('PUT', `/supply-lists/${listId}/publish`, admin)).status).toBe(200);
  expect((await call('PUT', `/supply-lists/${listId}/unpublish`, admin)).status).toBe(200);
  expect((await call('PUT', `/supply-lists/${listId}/publish`, admin)).status).toBe(200);
  expect(await repMails(listId, repEmail)).toHaveLength(1);
});

test('an administrator sends a waiting list back with a note: the representative sees it and is e-mailed, and submitting again clears it', async () => {
  const { schoolId, listId, rep, repEmail } = await draftOfOwnSchool();
  const admin = await signIn('admin@example.com');
  expect((await call('POST', `/supply-lists/${listId}/review`, rep)).status).toBe(200);

  const note = 'Please add the glue sticks the teachers asked for.';
  const sentBack = await call<ListAnswer>('POST', `/supply-lists/${listId}/send-back`, admin, { note });
  expect(sentBack.status, 'an administrator sends a waiting list back').toBe(200);
  expect(sentBack.body.supplyList).toMatchObject({ published: false, awaitingReview: false, reviewNote: { text: note } });
  const seen = (await call<ListAnswer>('GET', `/supply-lists/${listId}`, rep)).body.supplyList;
  expect(seen.reviewNote?.text).toBe(note);
  expect(Date.parse(seen.reviewNote!.at)).toBeGreaterThan(Date.now() - 60_000);
  expect(await awaitingIds(admin, `&schoolId=${schoolId}`)).toEqual([]);
  const [mail, ...more] = await repMails(listId, repEmail);
  expect(more).toEqual([]);
  expect(mail!.kind).toBe('reviewSentBack');
  expect(mail!.message.text).toContain(note);

  // Only a list waiting goes back, and only an administrator sends it; a note is needed.
  expect((await call<{ error: string }>('POST', `/supply-lists/${listId}/send-back`, admin, { note })).status).toBe(409);
  expect((await call('POST', `/supply-lists/${listId}/review`, rep)).status).toBe(200);
  expect((await call('POST', `/supply-lists/${listId}/send-back`, rep, { note })).status).toBe(403);
  expect((await call('POST', `/supply-lists/${listId}/send-back`, admin, { note: ' ' })).status).toBe(400);

  // Submitted again, the note has been answered: it is gone, and the list waits once more.
  const again = (await call<ListAnswer>('GET', `/supply-lists/${listId}`, rep)).body.supplyList;
  expect(again).toMatchObject({ awaitingReview: true });
  expect(again.reviewNote).toBeUndefined();
});
