import type { MailDoc } from '@ssb/documents';
import { mailCollection } from '../mail/repository';
import { db, isAlreadyExists } from '../lib/firebase';

const MAX_ATTEMPTS = 5;

/**
 * Creates the mail jobs' messages, each under an id that names what it is (the person, the
 * school, the day or window), with create(): a message that is already there was sent by an
 * earlier run, or by a run beside this one, and is left as it is. Each create stands alone
 * (Firestore's BulkWriter, which sends them in batches far under 500 writes), so one message
 * already sent does not hold back the others, as it would in an atomic batch.
 */
export class MailWriter {
  written = 0;
  alreadySent = 0;
  private readonly writer = db().bulkWriter();
  private failure: unknown = null;
  private pending: Promise<void>[] = [];

  constructor() {
    this.writer.onWriteError((error) => !isAlreadyExists(error) && error.failedAttempts < MAX_ATTEMPTS);
  }

  create(id: string, doc: MailDoc): void {
    const settled = this.writer.create(mailCollection().doc(id), doc).then(
      () => {
        this.written++;
      },
      (error: unknown) => {
        if (isAlreadyExists(error)) this.alreadySent++;
        else this.failure ??= error;
      },
    );
    this.pending.push(settled);
  }

  private async settled(): Promise<void> {
    await Promise.all(this.pending);
    this.pending = [];
    if (this.failure) throw this.failure;
  }

  /** Waits for every create so far; throws the first that failed for another reason than being there already. */
  async flush(): Promise<void> {
    await this.writer.flush();
    await this.settled();
  }

  async close(): Promise<void> {
    await this.writer.close();
    await this.settled();
  }
}
