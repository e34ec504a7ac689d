import { Timestamp } from 'firebase-admin/firestore';
import { teacherListMessages, type ListRequest, type ListSubmissionRequest, type TeacherListView } from '@ssb/contract';
import { conflict, forbidden } from '../http/errors';
import { db } from '../lib/firebase';
import { schoolsCollection } from '../schools/repository';
import { assertTeacherLink, listRequestsCollection, toApiListRequest } from './repository';

/** GET /list-requests/{id}?token=…: what the teacher's page shows, by the e-mail's link. */
export async function readTeacherList(requestId: string, token: string): Promise<TeacherListView> {
  assertTeacherLink(requestId, token);
  const request = (await listRequestsCollection().doc(requestId).get()).data();
  if (!request) throw forbidden(teacherListMessages.linkInvalid);
  const school = (await schoolsCollection().doc(request.schoolId).get()).data();
  return {
    teacherName: request.teacherName,
    grade: request.grade,
    school: school?.name ?? '',
    expiresAt: request.expiresAt.toDate().toISOString(),
    submitted: request.submission !== null,
  };
}

/**
 * POST /list-requests/{id}/submission: the teacher's list, by the e-mail's link, once. The
 * transaction reads the request, so two sends at once store one list and refuse the other (409).
 */
export async function submitTeacherList(requestId: string, body: ListSubmissionRequest): Promise<ListRequest> {
  assertTeacherLink(requestId, body.token);
  const ref = listRequestsCollection().doc(requestId);
  return db().runTransaction(async (tx) => {
    const request = (await tx.get(ref)).data();
    if (!request) throw forbidden(teacherListMessages.linkInvalid);
    if (request.submission) throw conflict(teacherListMessages.alreadySubmitted);
    const submission = { text: body.text, note: body.note, at: Timestamp.now() };
    tx.update(ref, { submission });
    return toApiListRequest(requestId, { ...request, submission });
  });
}
