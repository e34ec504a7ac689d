import { checkExpiringLinkToken, expiringLinkToken, type LinkKeys } from '../lib/signed-link';

// The payment page's return address carries this token, so that the family it sends back (a
// guest too) sees the order it just paid for, and nobody else can read an order by its id. It
// opens the order for a week: the return address stays in the browser's history and in
// Stripe's records, and after that My Orders asks for the lookup.

const PURPOSE = 'order-receipt';

export const RECEIPT_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const receiptToken = (orderId: string, keys: LinkKeys, now = new Date()): string =>
  expiringLinkToken(PURPOSE, orderId, keys.current, new Date(now.getTime() + RECEIPT_LINK_LIFETIME_MS));

export const checkReceiptToken = (orderId: string, token: string, keys: LinkKeys, now = new Date()) =>
  checkExpiringLinkToken(PURPOSE, orderId, token, keys, now);
