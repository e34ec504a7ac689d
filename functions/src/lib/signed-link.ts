import { createHmac, timingSafeEqual } from 'node:crypto';

// Links the API sends out that act without a sign-in (Stripe's cancel URL, an e-mail's
// unsubscribe link) carry a signature of what they act on: only the server's secret makes one,
// so nobody can act on an order or an address they were not sent a link for. `purpose` keeps
// the signatures of one kind of link from opening another.

export function linkSignature(purpose: string, subject: string, secret: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${subject}`).digest('base64url');
}

export function isValidLinkSignature(purpose: string, subject: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(linkSignature(purpose, subject, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
