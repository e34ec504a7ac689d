import { collection } from '../lib/collections';

/** A family's request for a school's reminders, one per school and address (its digest). */
export const reminderRequests = collection.reminderRequests;

/** Every consent step (asked, confirmed, unsubscribed), kept as it was given. */
export const reminderConsentRecords = collection.reminderConsentRecords;
