import { logger } from 'firebase-functions';

export function unexpectedError(method: string, path: string, err: unknown) {
  logger.error(`Unexpected error on ${method} ${path}`, err);
}

export function webhookRejected(reason: string) {
  logger.warn(`Stripe webhook rejected: ${reason}`);
}

export function webhookReceived(eventId: string, type: string) {
  logger.info(`Stripe webhook ${eventId} (${type}) received`);
}

export function checkoutFailed(orderId: string, err: unknown) {
  logger.error(`Could not open a Stripe Checkout Session for order ${orderId}`, err);
}

export function orderStatusChanged(orderId: string, from: string, to: string, cause: string) {
  logger.info(`Order ${orderId}: ${from} -> ${to} (${cause})`);
}

export function clientAddressMissing(forwardedFor: string | string[] | undefined) {
  logger.warn('X-Forwarded-For has fewer entries than TRUSTED_PROXY_HOPS: is the API reached without Firebase Hosting?', { forwardedFor });
}

export function webhookIgnored(reason: string, eventId: unknown) {
  logger.warn(`Stripe webhook acknowledged but not applied: ${reason}`, { eventId });
}

export function refundFailed(orderId: string, err: unknown) {
  logger.error(`Could not refund order ${orderId} through Stripe`, err);
}

export function draftsRepriced(productId: string, drafts: number) {
  logger.info(`Product ${productId}: new price, ${drafts} draft list(s) re-priced`);
}

export function claimsNotSet(uid: string, err: unknown) {
  logger.error(`Could not set the role claims of user ${uid}`, err);
}
