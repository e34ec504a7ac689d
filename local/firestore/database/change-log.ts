import type { CommitEvent, DocumentStore, StoredDocument } from './document-store';

// The recent past of the database, so a listener can resume from a resume token instead
// of receiving its whole result again. It keeps the latest commits, up to a number of
// document changes; a token older than what it keeps (or than the server's start) cannot
// be resumed, and the listener gets RESET and the full result instead.

const DEFAULT_MAX_CHANGES = 50_000;

export class ChangeLog {
  readonly #events: CommitEvent[] = [];
  #changes = 0;
  /** The oldest version from which the log knows every later change. */
  #horizon: number;
  readonly #stop: () => void;

  constructor(
    store: DocumentStore,
    private readonly maxChanges = DEFAULT_MAX_CHANGES,
  ) {
    this.#horizon = store.readTime();
    this.#stop = store.onCommit((event) => this.#record(event));
  }

  /** Whether every change after `version` is known. */
  covers(version: number): boolean {
    return version >= this.#horizon;
  }

  /**
   * The documents that changed after `version`, each as it was at `version` (null: it did
   * not exist then). Documents absent from the map are as they are now.
   */
  stateAt(version: number): Map<string, StoredDocument | null> {
    const state = new Map<string, StoredDocument | null>();
    for (const event of this.#events) {
      if (event.version <= version) continue;
      for (const change of event.changes) if (!state.has(change.name)) state.set(change.name, change.before);
    }
    return state;
  }

  stop(): void {
    this.#stop();
  }

  #record(event: CommitEvent): void {
    this.#events.push(event);
    this.#changes += event.changes.length;
    while (this.#changes > this.maxChanges && this.#events.length > 1) {
      const dropped = this.#events.shift()!;
      this.#changes -= dropped.changes.length;
      this.#horizon = dropped.version;
    }
  }
}
