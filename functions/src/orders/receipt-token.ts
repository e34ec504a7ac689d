import { checkExpiringLinkToken, expiringLinkToken, type LinkKeys } from '../lib/signed-link';

// The payment page's return address carries this token, so that the family it sends back (a
// guest too) sees the order it just paid for, and nobody else can read an order by its id; so
// does every e-mail to the family, whose link opens the order's page on any device, and Pay now
// asks for it from whoever is not signed in as the order's owner. It opens the order for a week:
// the return address stays in the browser's history and in Stripe's records, and after that My
// Orders asks for the lookup.

const PURPOSE = 'order-receipt';

export const RECEIPT_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const receiptToken = (orderId: string, keys: LinkKeys, now = new Date()): string =>
  expiringLinkToken(PURPOSE, orderId, keys.current, new Date(now.getTime() + RECEIPT_LINK_LIFETIME_MS));

export const checkReceiptToken = (orderId: string, token: string, keys: LinkKeys, now = new Date()) =>
  checkExpiringLinkToken(PURPOSE, orderId, token, keys, now);

/** The order's page on My Orders, opened by its signed link (what the family's e-mails link to): it names the checkout's first box. */
export const orderPageUrl = (appUrl: string, checkoutId: string, keys: LinkKeys, now = new Date()): string =>
  `${appUrl}/my-orders?orderId=${checkoutId}&receipt=${receiptToken(checkoutId, keys, now)}`;
