import type { Document, Fields } from '../api/types';
import { timestampOfMicros } from './timestamps';

// Every document of every project and database the server has seen, in memory, grouped
// by the collection that holds it. Stored documents are immutable: a commit installs new
// versions, so readers (queries, listeners, the change log) can keep references safely.

export interface StoredDocument {
  readonly name: string;
  readonly fields: Fields;
  /** Versions: microseconds since the epoch. */
  readonly createTime: number;
  readonly updateTime: number;
}

export interface DocumentChange {
  readonly name: string;
  readonly before: StoredDocument | null;
  readonly after: StoredDocument | null;
}

/** One atomic commit: every change it made, all at one version. */
export interface CommitEvent {
  readonly version: number;
  readonly changes: readonly DocumentChange[];
}

export function toApiDocument(doc: StoredDocument, fields: Fields = doc.fields): Document {
  return { name: doc.name, fields, createTime: timestampOfMicros(doc.createTime), updateTime: timestampOfMicros(doc.updateTime) };
}

const collectionOf = (name: string) => name.slice(0, name.lastIndexOf('/'));
const idOf = (name: string) => name.slice(name.lastIndexOf('/') + 1);

export class DocumentStore {
  /** Full collection name → document id → document. */
  readonly #collections = new Map<string, Map<string, StoredDocument>>();
  readonly #listeners = new Set<(event: CommitEvent) => void>();
  #lastVersion = 0;

  /**
   * The version a read sees now. Commits get versions strictly above every read time
   * handed out before them, so "changed after read time T" is exactly "version > T".
   */
  readTime(): number {
    this.#lastVersion = Math.max(this.#lastVersion, Date.now() * 1000);
    return this.#lastVersion;
  }

  nextCommitVersion(): number {
    this.#lastVersion = Math.max(this.#lastVersion + 1, Date.now() * 1000);
    return this.#lastVersion;
  }

  get(name: string): StoredDocument | null {
    return this.#collections.get(collectionOf(name))?.get(idOf(name)) ?? null;
  }

  /** The documents directly in a collection (full collection name), in no particular order. */
  collection(collection: string): Iterable<StoredDocument> {
    return this.#collections.get(collection)?.values() ?? [];
  }

  /**
   * Documents in every collection under `parent` (a documents root or a document) whose
   * id is `collectionId`, at any depth; every collection when `collectionId` is null.
   */
  *descendants(parent: string, collectionId: string | null): Iterable<StoredDocument> {
    const prefix = `${parent}/`;
    for (const [collection, documents] of this.#collections) {
      if (!collection.startsWith(prefix)) continue;
      if (collectionId !== null && idOf(collection) !== collectionId) continue;
      yield* documents.values();
    }
  }

  /**
   * The ids of the collections directly under `parent` that hold a document somewhere
   * beneath them (Firestore lists a collection as long as it has a descendant document).
   */
  collectionIds(parent: string): string[] {
    const prefix = `${parent}/`;
    const ids = new Set<string>();
    for (const [collection, documents] of this.#collections) {
      if (documents.size === 0 || !collection.startsWith(prefix)) continue;
      ids.add(collection.slice(prefix.length).split('/')[0]!);
    }
    return [...ids];
  }

  /** Names of documents that do not exist but have subcollections, directly in `collection`. */
  missingParents(collection: string): string[] {
    const prefix = `${collection}/`;
    const names = new Set<string>();
    for (const [name, documents] of this.#collections) {
      if (documents.size === 0 || !name.startsWith(prefix)) continue;
      const id = name.slice(prefix.length).split('/')[0]!;
      const parent = `${prefix}${id}`;
      if (!this.get(parent)) names.add(parent);
    }
    return [...names];
  }

  *all(): Iterable<StoredDocument> {
    for (const documents of this.#collections.values()) yield* documents.values();
  }

  /** Installs a commit's changes and tells every listener, in commit order. */
  apply(event: CommitEvent): void {
    for (const { name, after } of event.changes) {
      const collection = collectionOf(name);
      if (after) {
        let documents = this.#collections.get(collection);
        if (!documents) this.#collections.set(collection, (documents = new Map()));
        documents.set(idOf(name), after);
      } else {
        const documents = this.#collections.get(collection);
        documents?.delete(idOf(name));
        if (documents?.size === 0) this.#collections.delete(collection);
      }
    }
    for (const listener of this.#listeners) listener(event);
  }

  /** Deletes every document whose name starts with `prefix` (a database's documents root), as one commit. */
  clear(prefix: string): void {
    const changes: DocumentChange[] = [];
    for (const [collection, documents] of this.#collections) {
      if (!collection.startsWith(`${prefix}/`)) continue;
      for (const doc of documents.values()) changes.push({ name: doc.name, before: doc, after: null });
    }
    if (changes.length) this.apply({ version: this.nextCommitVersion(), changes });
  }

  onCommit(listener: (event: CommitEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
