import { logger } from 'firebase-functions';
import type { JobOutcome } from './mail-jobs/context';

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

export function exportFailed(filename: string, err: unknown) {
  logger.error(`Export ${filename} cut short`, err);
}

export function bulkStatusMoved(moved: number, skipped: number, to: string, by: string) {
  logger.info(`Bulk status: ${moved} order(s) moved to ${to}, ${skipped} left, by ${by}`);
}

/** An alert: a checkout event named an order it was not made for (a Payment Link of the account can); nothing was changed. */
export function foreignCheckoutSession(orderId: string, sessionId: string, eventId: string, reason: string) {
  logger.error(`ALERT Stripe ${eventId}: session ${sessionId} names order ${orderId}, but ${reason}; the order was not changed`);
}

/** An alert: the order's own session was paid after the order had ended, and the payment was refunded. */
export function latePaymentRefunded(orderId: string, status: string, sessionId: string, amountCents: number) {
  logger.error(`ALERT Order ${orderId} is ${status}, yet its session ${sessionId} was paid: ${amountCents} cents refunded`);
}

/** An alert: a refund of a charge that did not pay the order it names; nothing was changed. */
export function foreignRefund(orderId: string, paymentIntentId: string | null, eventId: string) {
  logger.error(
    `ALERT Stripe ${eventId}: a refund of ${paymentIntentId ?? 'an unknown payment'} names order ${orderId}, which it did not pay; the order was not changed`,
  );
}

/** A signing key configured wrong, in production: what uses it refuses to run until it is set right (docs/deploying.md §2). */
export function signingKeyRefused(problem: string) {
  logger.error(`Refusing to run with this signing key: ${problem}`);
}

/**
 * An alert: lookups of one e-mail found nothing too often (someone guessing its phone), so its
 * lookup is locked. Named by its stored window (`rateLimits/{id}`, the key hashed), as logs carry no addresses.
 */
export function guestLookupLocked(lock: string, wrongPhones: number, until: Date) {
  logger.error(`ALERT Guest lookup locked until ${until.toISOString()}: ${wrongPhones} lookups of one e-mail found no order within the hour (${lock})`);
}

export function mailJobsRan(report: { reminders: JobOutcome; digests: JobOutcome }) {
  logger.info(
    `Mail jobs: ${report.reminders.written} reminder(s) for ${report.reminders.schools} school(s), ${report.digests.written} digest(s) for ${report.digests.schools} school(s); ${report.reminders.alreadySent + report.digests.alreadySent} already sent`,
  );
}

/** An invitation's link was followed: `takenOver` says the address had an account already, whoever made it (it was signed out everywhere). */
export function invitationAccepted(schoolId: string, uid: string, takenOver: boolean) {
  logger.info(
    `Invitation to school ${schoolId} accepted by account ${uid}${takenOver ? ' (an existing account, its other sessions revoked)' : ' (a new account)'}`,
  );
}

/** A staff caller's ID token was revoked (signed out by a role change or an invitation's link) and was refused. */
export function revokedTokenRefused(uid: string) {
  logger.warn(`A revoked ID token of staff account ${uid} was refused`);
}

/** A cancelled order's payment page could not be expired: a payment made on it is refunded as a late payment. */
export function sessionNotExpired(orderId: string, err: unknown) {
  logger.warn(`Could not expire the payment page of cancelled order ${orderId}`, err);
}

/** Stripe did not take a coupon or promotion code an administrator made: nothing of it was stored (a coupon made before the failure stays unused in Stripe). */
export function promotionCodeNotMade(what: string, err: unknown) {
  logger.error(`Could not make ${what} in Stripe`, err);
}

/** A code made in Stripe lost the race for its record to one with the same letters: it was turned off in Stripe again. */
export function promotionCodeRaceLost(codeKey: string, stripePromotionCodeId: string) {
  logger.warn(`Promotion code ${codeKey} already existed when its record was written: Stripe's ${stripePromotionCodeId} was turned off`);
}

/** Stripe Tax is not set up for the account: checkouts are refused until it is, rather than sold without tax. */
export function stripeTaxNotSetUp(err: unknown) {
  logger.error('Stripe Tax is not set up for this Stripe account: checkouts are refused until it is (docs/decisions.md §24)', err);
}

/** Stripe Tax did not answer a calculation: the checkout was refused with the payment service unavailable. */
export function taxCalculationFailed(err: unknown) {
  logger.error('Could not calculate sales tax with Stripe Tax', err);
}

/** A paid checkout's tax transaction could not be recorded from its calculation: the webhook asks Stripe to retry. */
export function taxTransactionNotRecorded(checkoutId: string, err: unknown) {
  logger.error(`Could not record the tax transaction of checkout ${checkoutId}`, err);
}

/** A Checkout Session's amount was not the checkout's quote: it was expired, and the checkout refused. */
export function sessionAmountDiffers(checkoutId: string, sessionCents: number | null, quotedCents: number) {
  logger.error(`The Checkout Session of checkout ${checkoutId} charges ${sessionCents} cents, not the quote's ${quotedCents}: refused`);
}

/** A cancelled box's money went back but its sales tax could not be reversed in Stripe Tax: reverse it in Stripe's dashboard. */
export function taxNotReversed(orderId: string, err: unknown) {
  logger.error(`Could not reverse the sales tax of cancelled order ${orderId} in Stripe Tax`, err);
}
