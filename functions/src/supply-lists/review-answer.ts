import type { Timestamp } from 'firebase-admin/firestore';
import { mailTimes, type MailDoc } from '@ssb/documents';
import { renderReviewAnswerMail } from '../mail/review-answer';
import type { SupplyListDoc } from './repository';

/**
 * The e-mail that answers a representative's review request: the list was published, or sent
 * back with `note`. Its id names the submission it answers, so a transaction that creates it
 * twice for one submission fails rather than e-mailing twice.
 */
export function reviewAnswerMail(
  listId: string,
  list: SupplyListDoc & { reviewRequest: NonNullable<SupplyListDoc['reviewRequest']> },
  schoolName: string,
  answer: 'published' | { note: string },
  appUrl: string,
  now: Timestamp,
): { id: string; doc: MailDoc } {
  const note = answer === 'published' ? undefined : answer.note;
  const message = renderReviewAnswerMail({ school: schoolName, list: list.name, ...(note === undefined ? {} : { note }) }, appUrl);
  const kind = note === undefined ? 'reviewPublished' : 'reviewSentBack';
  return {
    id: `${kind}-${listId}-${list.reviewRequest.at.toMillis()}`,
    doc: { to: list.reviewRequest.email, message, kind, orderIds: [], schoolId: list.schoolId, supplyListId: listId, ...mailTimes(now) },
  };
}
