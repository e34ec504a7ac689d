import { isValidLinkSignature, linkSignature, type LinkKeys } from '../lib/signed-link';

// The backorder e-mail's link carries this token: only the family that got the e-mail can
// choose for its box (no account is needed), and a token of one order or item opens no other.
// It does not expire: the choice is refused once the box no longer waits.

const PURPOSE = 'backorder-choice';

const subjectOf = (orderId: string, productId: string) => `${orderId}:${productId}`;

export const backorderToken = (orderId: string, productId: string, keys: LinkKeys): string =>
  linkSignature(PURPOSE, subjectOf(orderId, productId), keys.current);

export const isValidBackorderToken = (orderId: string, productId: string, token: string, keys: LinkKeys): boolean =>
  isValidLinkSignature(PURPOSE, subjectOf(orderId, productId), token, keys);

/** The family's choice page, in its language. */
export const backorderPageUrl = (appUrl: string, orderId: string, productId: string, keys: LinkKeys): string =>
  `${appUrl}/backorder?${new URLSearchParams({ orderId, productId, token: backorderToken(orderId, productId, keys) }).toString()}`;
