import { collection } from '../lib/collections';

/** The outbox: documents in the Trigger Email extension's format, which it sends (locally, local/mail/sender.ts). */
export const mailCollection = collection.mail;

/** The e-mails about an order, oldest first, at most `limit`: an order page's list (indexed: orderIds, createdAt). */
export const mailsAboutOrder = (orderId: string, limit: number) =>
  mailCollection().where('orderIds', 'array-contains', orderId).orderBy('createdAt', 'asc').limit(limit);
