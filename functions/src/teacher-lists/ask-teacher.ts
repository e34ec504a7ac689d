import { Timestamp } from 'firebase-admin/firestore';
import { currentLocale, type ListRequest, type ListRequestRequest } from '@ssb/contract';
import { mailTimes, type ListRequestDoc, type MailDoc } from '@ssb/documents';
import { appUrl, mailLinkKeys } from '../config';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { renderListRequestMail } from '../mail/list-request';
import { mailCollection } from '../mail/repository';
import { schoolsCollection } from '../schools/repository';
import { API_TEXTS } from '../texts';
import { listRequestsCollection, toApiListRequest } from './repository';
import { teacherLinkExpiry, teacherListToken, teacherListUrl } from './token';

/**
 * POST /schools/{id}/list-requests: staff of the school ask a teacher for a grade's list. The
 * request and its e-mail (in the language the staff member asks in), with the signed link, are
 * written in one transaction; the mail's id is the request's, so it is sent once.
 */
export async function askTeacher(caller: Caller, schoolId: string, body: ListRequestRequest): Promise<ListRequest> {
  assertMayManageSchool(caller, schoolId);
  const ref = listRequestsCollection().doc();
  const locale = currentLocale();
  const now = Timestamp.now();
  const expiresAt = teacherLinkExpiry(now.toDate());
  const doc: ListRequestDoc = {
    schoolId,
    teacherName: body.teacherName,
    teacherEmail: body.teacherEmail,
    grade: body.grade,
    gradeKey: body.grade.toLowerCase(),
    requestedBy: caller.uid,
    requestedAt: now,
    expiresAt: Timestamp.fromDate(expiresAt),
    submission: null,
    draft: null,
  };
  const url = teacherListUrl(appUrl(), ref.id, teacherListToken(ref.id, mailLinkKeys(), expiresAt), locale);
  await db().runTransaction(async (tx) => {
    const school = (await tx.get(schoolsCollection().doc(schoolId))).data();
    if (!school) throw notFound(API_TEXTS.notFound.school);
    const mail: MailDoc = {
      to: body.teacherEmail,
      message: renderListRequestMail({ school: school.name, teacher: body.teacherName, grade: body.grade, expiresAt, locale, url }),
      kind: 'listRequest',
      orderIds: [],
      schoolId,
      ...mailTimes(now),
    };
    tx.create(ref, doc);
    tx.create(mailCollection().doc(`listRequest-${ref.id}`), mail);
  });
  return toApiListRequest(ref.id, doc);
}
