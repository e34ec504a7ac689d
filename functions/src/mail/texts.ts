import { defineTexts, type MessageValues } from '@ssb/contract';
import backorder from './locales/backorder.en';
import confirmation from './locales/confirmation.en';
import delivery from './locales/delivery.en';
import digest from './locales/digest.en';
import family from './locales/family.en';
import invitation from './locales/invitation.en';
import listRequest from './locales/list-request.en';
import reminder from './locales/reminder.en';
import review from './locales/review.en';
import reviewAnswer from './locales/review-answer.en';
import shipment from './locales/shipment.en';
import unsubscribe from './locales/unsubscribe.en';

// Every word of the e-mails (a family's news, the question that confirms a request for
// reminders, the reminders before a window closes, the staff digest, the review requests and their answers, the
// invitations to represent a school, a shipment's news) and of the confirmation and unsubscribe pages, in a catalog
// per language, in the current language: an e-mail is rendered in its reader's (`inLanguage`,
// functions/src/language.ts). Plain text only; the HTML templates escape all of it, these words
// as much as the names families typed.

export const familyTexts = defineTexts('mail.family', family, { es: () => import('./locales/family.es') });
export const reminderTexts = defineTexts('mail.reminder', reminder, { es: () => import('./locales/reminder.es') });
export const digestTexts = defineTexts('mail.digest', digest, { es: () => import('./locales/digest.es') });
export const reviewTexts = defineTexts('mail.review', review, { es: () => import('./locales/review.es') });
export const reviewAnswerTexts = defineTexts('mail.reviewAnswer', reviewAnswer, { es: () => import('./locales/review-answer.es') });
export const invitationTexts = defineTexts('mail.invitation', invitation, { es: () => import('./locales/invitation.es') });
export const listRequestTexts = defineTexts('mail.listRequest', listRequest, { es: () => import('./locales/list-request.es') });
export const confirmationTexts = defineTexts('mail.confirmation', confirmation, { es: () => import('./locales/confirmation.es') });
export const backorderMailTexts = defineTexts('mail.backorder', backorder, { es: () => import('./locales/backorder.es') });
export const deliveryMailTexts = defineTexts('mail.delivery', delivery, { es: () => import('./locales/delivery.es') });
export const shipmentMailTexts = defineTexts('mail.shipment', shipment, { es: () => import('./locales/shipment.es') });
export const unsubscribeTexts = defineTexts('mail.unsubscribe', unsubscribe, { es: () => import('./locales/unsubscribe.es') });

/** A message of a family of messages that name different values: a string, or formatted with `values` (all of them; each takes those it names). */
export const say = (message: string | ((values: never) => string), values: MessageValues): string =>
  typeof message === 'string' ? message : (message as (values: MessageValues) => string)(values);
