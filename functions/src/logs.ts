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
