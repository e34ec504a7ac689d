import { isValidLinkSignature, linkSignature } from '../lib/signed-link';

// The payment page's return address carries this token, so that the family it sends back (a
// guest too) sees the order it just paid for, and nobody else can read an order by its id.

const PURPOSE = 'order-receipt';

export const receiptToken = (orderId: string, secret: string): string => linkSignature(PURPOSE, orderId, secret);

export const isValidReceiptToken = (orderId: string, token: string, secret: string): boolean => isValidLinkSignature(PURPOSE, orderId, token, secret);
