import { requestedSchoolAddress, schoolFullAddress, schoolSearchTerms, shareRuleOf, type School, type UpdateSchoolRequest } from '@ssb/contract';
import { notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { lateOrdersDocOf, toStaffSchool } from './convert';
import { readDateNews, tellDateMove, writeDateNews } from './delivery-date-news';
import { schoolsCollection, type SchoolDoc } from './repository';
import { API_TEXTS } from '../texts';

/** What a request changes of the stored school: its address and the line made from it go together. */
function changesOf(body: UpdateSchoolRequest): Partial<SchoolDoc> {
  const { address: _address, fullAddress: _fullAddress, fundraisingShare, lateOrders, ...rest } = body;
  const changes: Partial<SchoolDoc> = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  if (fundraisingShare !== undefined) changes.fundraisingShare = fundraisingShare ? shareRuleOf(fundraisingShare) : null;
  if (lateOrders !== undefined) changes.lateOrders = lateOrdersDocOf(lateOrders);
  const address = requestedSchoolAddress(body);
  if (address !== undefined) Object.assign(changes, { address, fullAddress: address ? schoolFullAddress(address) : '' });
  return changes;
}

/**
 * PUT /schools/{id}: what is sent changes (name, address, note, delivery mode, ordering window
 * and time zone, share of each box, late orders, delivery date, contact and instructions; the
 * request schema keeps the window whole). Orders keep the school name and address they were placed
 * with: they are snapshots; a box paid earns by the share the school had then. A delivery date that moves to
 * a new day is news for the families of the school's boxes still to come (docs/decisions.md §27):
 * e-mailed in this transaction when they are few, after it a page at a time when they are many.
 */
export async function updateSchool(schoolId: string, body: UpdateSchoolRequest): Promise<School> {
  const ref = schoolsCollection().doc(schoolId);
  const { school, tellAfter } = await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(API_TEXTS.notFound.school);
    const changes = changesOf(body);
    if (Object.keys(changes).length === 0) return { school: toStaffSchool(schoolId, current), tellAfter: false };
    const date = changes.deliveryDate;
    // Saving the same date again (a retry, a second save, the loser of two saves at once) is no news.
    const moved = !!date && date !== (current.deliveryDate ?? null);
    const news = moved ? await readDateNews(tx, schoolId) : null;
    const move = (current.deliveryDateMoves ?? 0) + (moved ? 1 : 0);
    if (news) Object.assign(changes, { deliveryDateMoves: move, deliveryDateTold: news.all });
    const updated = { ...current, ...changes };
    // What the shop's search finds it by follows its name and address (and is set on a school stored before search).
    const searchTerms = schoolSearchTerms(updated);
    tx.update(ref, { ...changes, searchTerms });
    if (news?.all) writeDateNews(tx, schoolId, { name: updated.name, date: date!, move }, news.boxes);
    return { school: toStaffSchool(schoolId, { ...updated, searchTerms }), tellAfter: news ? !news.all : false };
  });
  if (tellAfter) await tellDateMove(schoolId);
  return school;
}
