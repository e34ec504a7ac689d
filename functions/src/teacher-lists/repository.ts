import type { ListRequest, PageQuery } from '@ssb/contract';
import type { ListRequestDoc } from '@ssb/documents';
import { mailLinkKeys } from '../config';
import { assertMayUseTeacherLink } from '../http/authorize';
import { collection } from '../lib/collections';
import { ascendingPage } from '../lib/cursor';
import { checkTeacherListToken } from './token';

export const listRequestsCollection = collection.listRequests;

/** A page of a school's requests by grade (indexed in firestore.indexes.json). */
export const schoolRequestsPage = (schoolId: string, page: PageQuery) =>
  ascendingPage(listRequestsCollection().where('schoolId', '==', schoolId), [{ field: 'gradeKey', kind: 'string' }], page);

export const toApiListRequest = (id: string, doc: ListRequestDoc): ListRequest => ({
  id,
  schoolId: doc.schoolId,
  teacherName: doc.teacherName,
  teacherEmail: doc.teacherEmail,
  grade: doc.grade,
  requestedAt: doc.requestedAt.toDate().toISOString(),
  expiresAt: doc.expiresAt.toDate().toISOString(),
  submission: doc.submission && { text: doc.submission.text, note: doc.submission.note, at: doc.submission.at.toDate().toISOString() },
  draft: doc.draft && { supplyListId: doc.draft.supplyListId, lines: doc.draft.lines },
});

/**
 * Refuses a token that is not the request's link. Checked before the request is read, so an
 * unknown request answers as a forged link does.
 */
export function assertTeacherLink(requestId: string, token: string, now = new Date()): void {
  assertMayUseTeacherLink(checkTeacherListToken(requestId, token, mailLinkKeys(now), now));
}
