import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { schoolYearId, schoolYearMessages, type SchoolYear, type StartSchoolYearRequest } from '@ssb/contract';
import { listItemsWrite, type SupplyListDoc } from '@ssb/documents';
import type { Caller } from '../http/authenticate';
import { conflict, notFound } from '../http/errors';
import { db, isAlreadyExists } from '../lib/firebase';
import { productsCollection } from '../products/repository';
import { schoolsCollection } from '../schools/repository';
import { supplyListsCollection } from '../supply-lists/repository';
import { currentYear, schoolYearsCollection, toApiYear } from './repository';

/** Lists per transaction: each is an archive and a copy, well within a commit's 500 writes. */
const BATCH = 100;
/** Batches per request: a request copies at most this many lists' worth, then answers `done: false`. */
const BATCHES_PER_REQUEST = 10;

/** The id of a list's copy in a year: the same on every retry, so a batch done twice writes nothing new. */
export const copyId = (listId: string, yearId: string) => `${listId}-y${yearId}`;

/**
 * POST /school-years: creates the year (once: a second start of it, or two at once, is a 409)
 * and copies the lists of the year before as its drafts in bounded batches, archiving each.
 */
export async function startSchoolYear(caller: Caller, body: StartSchoolYearRequest): Promise<SchoolYear> {
  const { year: current, started } = await currentYear();
  const id = schoolYearId(body.startsOn);
  // The current year itself, once started, is refused by the create() below, as two at once are.
  if (id < current.id || (id === current.id && !started)) throw conflict(schoolYearMessages.notLater({ startsOn: current.startsOn }));
  try {
    await schoolYearsCollection().doc(id).create({
      name: body.name,
      startsOn: body.startsOn,
      previousId: current.id,
      startedAt: Timestamp.now(),
      startedBy: caller.uid,
      cursor: null,
      listsCopied: 0,
      done: false,
    });
  } catch (err) {
    if (isAlreadyExists(err)) throw conflict(schoolYearMessages.alreadyStarted({ name: body.name }));
    throw err;
  }
  return copyLists(id);
}

/** POST /school-years/{id}/continue: copies the next lists of a year whose start stopped short. */
export async function continueSchoolYear(id: string): Promise<SchoolYear> {
  if (!(await schoolYearsCollection().doc(id).get()).exists) throw notFound(schoolYearMessages.unknown);
  return copyLists(id);
}

/**
 * Copies batches of the lists not archived (every list of the year before: the shop's current
 * lists) until none is left or the request's share is done. Each batch is one transaction that
 * reads the year's cursor, archives and copies the next lists and moves the cursor: a batch
 * retried or run by two requests at once commits once.
 */
async function copyLists(yearId: string): Promise<SchoolYear> {
  const yearRef = schoolYearsCollection().doc(yearId);
  for (let batch = 0; batch < BATCHES_PER_REQUEST; batch++) {
    const done = await db().runTransaction(async (tx) => {
      const year = (await tx.get(yearRef)).data();
      if (!year || year.done) return true;
      let page = supplyListsCollection().orderBy(FieldPath.documentId()).limit(BATCH);
      if (year.cursor !== null) page = page.startAfter(year.cursor);
      const lists = (await tx.get(page)).docs;
      const now = Timestamp.now();
      let copied = 0;
      const unpublished = new Map<string, number>();
      for (const snap of lists) {
        const list = snap.data();
        if (list.archived || list.yearId === yearId) continue;
        tx.create(supplyListsCollection().doc(copyId(snap.id, yearId)), draftOf(list, yearId, now));
        tx.update(snap.ref, { archived: true, yearId: year.previousId, published: false, awaitingReview: false, updatedAt: now });
        if (list.published) unpublished.set(list.schoolId, (unpublished.get(list.schoolId) ?? 0) + 1);
        // The copy uses its products as the list does: each counts one more list.
        for (const productId of new Set(list.items.map((item) => item.productId))) {
          tx.update(productsCollection().doc(productId), { supplyListCount: FieldValue.increment(1) });
        }
        copied++;
      }
      // The archived list leaves the school's lists as its copy joins them; a published one leaves its published lists.
      for (const [schoolId, count] of unpublished) tx.update(schoolsCollection().doc(schoolId), { publishedListCount: FieldValue.increment(-count) });
      const last = lists.at(-1);
      const finished = lists.length < BATCH;
      tx.update(yearRef, { cursor: last ? last.id : year.cursor, listsCopied: year.listsCopied + copied, done: finished });
      return finished;
    });
    if (done) break;
  }
  const stored = (await yearRef.get()).data()!;
  return toApiYear({ id: yearId, doc: stored });
}

/** The new year's draft of a list: its items, optional marks, price and note; never its review, approval or orders. */
function draftOf(list: SupplyListDoc, yearId: string, now: Timestamp): SupplyListDoc {
  return {
    schoolId: list.schoolId,
    name: list.name,
    nameKey: list.nameKey,
    totalPriceCents: list.totalPriceCents,
    note: list.note,
    published: false,
    ...listItemsWrite(list.items),
    orderCount: 0,
    awaitingReview: false,
    yearId,
    createdAt: now,
    updatedAt: now,
  };
}
