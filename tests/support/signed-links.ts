import { createHmac } from 'node:crypto';
import { secrets } from './stack';

// The API's signed links as the tests forge them (functions/src/lib/signed-link.ts): HMAC-SHA256
// of `purpose:subject` under a key of the link's kind.

const DAY_S = 24 * 60 * 60;
const nowS = () => Math.floor(Date.now() / 1000);

export const linkSignature = (key: string, purpose: string, subject: string) => createHmac('sha256', key).update(`${purpose}:${subject}`).digest('base64url');

/** A receipt token: its expiry (Unix seconds, a week from now unless told), a dot, and the signature of the order with that expiry. */
export const receiptToken = (orderId: string, expiresAtS = nowS() + 7 * DAY_S, key = secrets.checkoutLinkSecret) =>
  `${expiresAtS}.${linkSignature(key, 'order-receipt', `${orderId}|${expiresAtS}`)}`;

/** A receipt token that expired yesterday. */
export const expiredReceiptToken = (orderId: string) => receiptToken(orderId, nowS() - DAY_S);

/** A teacher's list link token (a request's e-mail): its expiry, a dot, and the signature of the request with that expiry, under the mail links' key. */
export const teacherListToken = (requestId: string, expiresAtS = nowS() + 30 * DAY_S, key = secrets.mailLinkSecret) =>
  `${expiresAtS}.${linkSignature(key, 'teacher-list', `${requestId}|${expiresAtS}`)}`;
