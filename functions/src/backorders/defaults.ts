import { ACTORS } from '@ssb/documents';
import type { Caller } from '../http/authenticate';
import { ordersCollection, refundsCollection } from '../orders/repository';
import * as logs from '../logs';
import { cancelBox, defaultToWait } from './choose';
import { todayUtc } from './record-backorder';
import { NOTICE_BATCH, unansweredBefore } from './repository';

/** The product itself takes the rule's default when the family did not answer. */
const SYSTEM: Caller = { uid: ACTORS.system, email: null, emailVerified: false, user: null, role: null };

export interface BackorderDefaultsOutcome {
  waiting: number;
  cancelled: number;
}

/**
 * The FTC rule's defaults for the notices nobody answered by their revised date: after a first
 * delay the box keeps waiting (once: the next delay asks again); after a second or later one a
 * box still waiting is cancelled and refunded in full. Found by `choice` (none) and `revisedDate`
 * (before today), NOTICE_BATCH at a time until none is left; each is recorded once, so a run
 * beside another, or again, changes nothing twice. A box no longer waiting (packed or cancelled
 * meanwhile) just keeps waiting's default.
 */
export async function runBackorderDefaults(now: Date): Promise<BackorderDefaultsOutcome> {
  const today = todayUtc(now);
  const outcome: BackorderDefaultsOutcome = { waiting: 0, cancelled: 0 };
  for (;;) {
    const done = outcome.waiting + outcome.cancelled;
    const due = await unansweredBefore(today);
    for (const doc of due.docs) {
      const notice = doc.data();
      const order = (await ordersCollection().doc(notice.orderId).get()).data();
      if (notice.delay > 1 && order?.status === 'PAYMENT_SUCCESS') {
        try {
          const refundedCents = (await refundsCollection().doc(notice.orderId).get()).data()?.amountCents ?? 0;
          await cancelBox({ orderId: notice.orderId, noticeId: doc.id, refundedCents }, SYSTEM, true);
          outcome.cancelled += 1;
          continue;
        } catch (err) {
          // Left unanswered: the next run tries again.
          logs.refundFailed(notice.orderId, err);
          continue;
        }
      }
      if (await defaultToWait(doc.id)) outcome.waiting += 1;
    }
    // A page where nothing could be done (its payments failing) is left for the next run.
    if (due.size < NOTICE_BATCH || outcome.waiting + outcome.cancelled === done) return outcome;
  }
}
