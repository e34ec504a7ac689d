import { createHmac, timingSafeEqual } from 'node:crypto';

// The cancel URL carries this token so that only the person sent to the checkout page can
// fail its order early; anyone else would need the server's secret to forge it.

export function cancelToken(orderId: string, secret: string): string {
  return createHmac('sha256', secret).update(`cancel-checkout:${orderId}`).digest('base64url');
}

export function isValidCancelToken(orderId: string, token: string, secret: string): boolean {
  const expected = Buffer.from(cancelToken(orderId, secret));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
