import { orderFromStored, type Order } from '@ssb/contract';
import { checkoutLinkKeys } from '../config';
import { receiptToken } from './receipt-token';
import type { OrderDoc } from './repository';

/** The spec's Order shape, built from the snapshot taken at checkout (the browser's listeners build the same). */
export const toApiOrder = (id: string, doc: OrderDoc): Order => orderFromStored(id, doc, doc.createdAt.toDate());

/**
 * The order for someone who proved it without an account (by e-mail and phone, or by a signed
 * link): with its checkout's signed link, so that its page opens again and Pay now may be asked.
 */
export const toLinkedOrder = (id: string, doc: OrderDoc): Order => ({ ...toApiOrder(id, doc), link: receiptToken(doc.checkoutId, checkoutLinkKeys()) });
