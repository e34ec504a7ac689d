import { randomBytes } from 'node:crypto';
import { Code, FirestoreError } from '../api/errors';

// Transactions: serializable, with the aborts Firestore clients retry on. The model is
// simple and stricter than production: one lock per database. A read-write transaction
// takes it at BeginTransaction or at its first read and keeps it until Commit or
// Rollback; other read-write transactions wait their turn (first come, first served). A
// holder idle for longer than the idle timeout is aborted, so an abandoned client cannot
// block everyone. Plain (non-transactional) writes never wait: one that changes a
// document the holder has read, or a collection it has queried, aborts the holder. An
// aborted transaction's next read or commit fails with ABORTED, on which the SDKs'
// runTransaction retries. Read-only transactions take no lock.

export const DEFAULT_IDLE_TIMEOUT_MS = 10_000;
/** How long the id of an aborted transaction is remembered, to answer ABORTED rather than "unknown". */
const ABORTED_RETENTION_MS = 60_000;
/** Read-only transactions are never committed by firebase-admin: they just expire. */
const READ_ONLY_EXPIRY_MS = 60_000;

type State = 'waiting' | 'active' | 'aborted' | 'finished';

export interface Transaction {
  /** base64, as the API carries transaction ids. */
  readonly id: string;
  readonly database: string;
  readonly readOnly: boolean;
  /** Names of the documents it read. */
  readonly readDocuments: Set<string>;
  /** The scopes of the queries it ran: whether a document name lies in what one queried. */
  readonly queryScopes: ((documentName: string) => boolean)[];
}

interface Entry extends Transaction {
  state: State;
  abortReason: string | null;
  timer: NodeJS.Timeout | null;
}

interface Lock {
  holder: Entry | null;
  waiting: { entry: Entry; resolve: () => void }[];
}

const aborted = (reason: string) => new FirestoreError(Code.ABORTED, `Transaction aborted: ${reason}. Retry the transaction.`);

export class TransactionManager {
  readonly #entries = new Map<string, Entry>();
  readonly #locks = new Map<string, Lock>();

  constructor(private readonly idleTimeoutMs = DEFAULT_IDLE_TIMEOUT_MS) {}

  /** Starts a transaction; a read-write one resolves once it holds the database lock. */
  async begin(database: string, readOnly: boolean, isCancelled: () => boolean = () => false): Promise<Transaction> {
    const entry: Entry = {
      id: randomBytes(16).toString('base64'),
      database,
      readOnly,
      readDocuments: new Set(),
      queryScopes: [],
      state: 'waiting',
      abortReason: null,
      timer: null,
    };
    this.#entries.set(entry.id, entry);
    if (!readOnly) {
      await this.#acquire(entry);
      if (isCancelled()) {
        this.#abort(entry, 'the client went away while waiting for the lock');
        throw aborted(entry.abortReason!);
      }
    }
    entry.state = 'active';
    this.touch(entry);
    return entry;
  }

  /** The live transaction with this id; ABORTED if it was aborted, has expired or is unknown. */
  use(id: string): Transaction {
    const entry = this.#entries.get(id);
    if (!entry || entry.state !== 'active') throw aborted(entry?.abortReason ?? 'the transaction has expired or is no longer valid');
    this.touch(entry);
    return entry;
  }

  /** Restarts the idle clock of a transaction that just did something. */
  touch(transaction: Transaction): void {
    const entry = this.#entries.get(transaction.id);
    if (!entry) return;
    const timeoutMs = entry.readOnly ? Math.max(this.idleTimeoutMs, READ_ONLY_EXPIRY_MS) : this.idleTimeoutMs;
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = setTimeout(() => this.#abort(entry, `idle for more than ${timeoutMs} ms`), timeoutMs);
    entry.timer.unref();
  }

  /** Ends a transaction (commit or rollback) and hands the lock to the next in line. */
  finish(transaction: Transaction): void {
    const entry = this.#entries.get(transaction.id);
    if (!entry) return;
    if (entry.timer) clearTimeout(entry.timer);
    entry.state = 'finished';
    this.#entries.delete(entry.id);
    this.#release(entry);
  }

  rollback(id: string): void {
    const entry = this.#entries.get(id);
    if (entry) this.finish(entry);
  }

  /** A plain write committed: abort the lock holder if it read what was written. */
  onPlainWrite(database: string, documentNames: readonly string[]): void {
    const holder = this.#locks.get(database)?.holder;
    if (!holder) return;
    for (const name of documentNames) {
      if (holder.readDocuments.has(name) || holder.queryScopes.some((inScope) => inScope(name))) {
        this.#abort(holder, `a concurrent write changed ${name}, which the transaction had read`);
        return;
      }
    }
  }

  shutdown(): void {
    for (const entry of this.#entries.values()) if (entry.timer) clearTimeout(entry.timer);
    this.#entries.clear();
    this.#locks.clear();
  }

  #abort(entry: Entry, reason: string): void {
    if (entry.state === 'finished' || entry.state === 'aborted') return;
    if (entry.timer) clearTimeout(entry.timer);
    entry.state = 'aborted';
    entry.abortReason = reason;
    this.#release(entry);
    setTimeout(() => this.#entries.delete(entry.id), ABORTED_RETENTION_MS).unref();
  }

  #acquire(entry: Entry): Promise<void> {
    let lock = this.#locks.get(entry.database);
    if (!lock) this.#locks.set(entry.database, (lock = { holder: null, waiting: [] }));
    if (!lock.holder) {
      lock.holder = entry;
      return Promise.resolve();
    }
    const waitingLock = lock;
    return new Promise((resolve) => waitingLock.waiting.push({ entry, resolve }));
  }

  #release(entry: Entry): void {
    const lock = this.#locks.get(entry.database);
    if (!lock) return;
    if (lock.holder !== entry) {
      lock.waiting = lock.waiting.filter((waiter) => waiter.entry !== entry);
      return;
    }
    const next = lock.waiting.shift();
    lock.holder = next ? next.entry : null;
    next?.resolve();
  }
}
