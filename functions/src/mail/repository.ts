import { collection } from '../lib/collections';

/** The outbox: documents in the Trigger Email extension's format, which it sends (locally, local/mail/sender.ts). */
export const mailCollection = collection.mail;
