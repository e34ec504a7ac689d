import type { ListenRequest, ListenResponse, Target } from '../api/types';
import { Code, asFirestoreError, invalidArgument } from '../api/errors';
import type { ChangeLog } from '../database/change-log';
import { toApiDocument, type CommitEvent, type DocumentStore, type StoredDocument } from '../database/document-store';
import { candidatesOf, compileQuery, evaluateQuery, type CompiledQuery } from '../database/query';
import { parseDocumentName } from '../database/resource-names';
import { microsOfTimestamp, timestampOfMicros } from '../database/timestamps';
import type { Access } from './access';
import type { Caller } from './caller';
import type { BidiStream, StreamSink } from './streams';

// One Listen stream: the call every SDK uses for onSnapshot (and the web SDK for getDoc
// and getDocs). A stream carries any number of targets, added and removed by the client
// at any time. What the SDKs rely on, and what this does:
// - every addTarget and removeTarget is acknowledged, in order (ADD, REMOVE);
// - a new target's documents follow its ADD, then CURRENT (with a resume token) and a
//   global NO_CHANGE (no target ids) with a read time; the SDK raises a snapshot only on
//   that global NO_CHANGE, and read times only rise;
// - each later commit sends the changed documents of every target it touches, then one
//   global NO_CHANGE: a batch is seen as one snapshot;
// - a target with a resume token (or read time) the change log still covers receives
//   only what changed since; otherwise RESET and the full result;
// - a target the rules deny is REMOVEd with cause 7 (PERMISSION_DENIED), and so is a
//   document target whose document changes into one the rules deny.

const PERMISSION_DENIED = { code: Code.PERMISSION_DENIED, message: 'Missing or insufficient permissions.' };

interface ActiveTarget {
  readonly id: number;
  /** A query target's query, or null for a documents target. */
  readonly query: CompiledQuery | null;
  /** A documents target's document names. */
  readonly names: ReadonlySet<string>;
  /** Whether its query needs re-running on change (a limit or offset makes membership depend on other documents). */
  readonly needsRerun: boolean;
  /** What the client holds: name → the version it was sent. */
  readonly current: Map<string, StoredDocument>;
}

/** Resume tokens carry the version the target was current at: base64 of its decimal microseconds. */
export const resumeTokenOf = (version: number) => Buffer.from(String(version)).toString('base64');

function versionOfToken(token: string): number | null {
  const text = Buffer.from(token, 'base64').toString('utf8');
  return /^\d{1,17}$/.test(text) ? Number(text) : null;
}

export interface ListenSessionDeps {
  store: DocumentStore;
  changeLog: ChangeLog;
  access: Access;
  caller: Caller;
  sink: StreamSink<ListenResponse>;
  /** Documents sent to the client (for read counting). */
  onRead(documents: number): void;
}

export class ListenSession implements BidiStream<ListenRequest> {
  readonly #targets = new Map<number, ActiveTarget>();
  readonly #stopWatching: () => void;
  #closed = false;

  constructor(private readonly deps: ListenSessionDeps) {
    this.#stopWatching = deps.store.onCommit((event) => this.#onCommit(event));
  }

  receive(request: ListenRequest): void {
    if (this.#closed) return;
    if (request.addTarget) this.#addTarget(request.addTarget);
    else if (request.removeTarget !== undefined) this.#removeTarget(request.removeTarget);
  }

  close(): void {
    this.#closed = true;
    this.#stopWatching();
    this.#targets.clear();
  }

  #send(response: ListenResponse): void {
    if (!this.#closed) this.deps.sink.send(response);
  }

  #removeTarget(id: number): void {
    this.#targets.delete(id);
    this.#send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [id] } });
  }

  #compile(target: Target): { query: CompiledQuery | null; names: Set<string> } {
    if (target.query) {
      if (!target.query.structuredQuery) throw invalidArgument('A query target needs a structured query');
      return { query: compileQuery(target.query.parent, target.query.structuredQuery), names: new Set() };
    }
    if (target.documents) {
      const names = target.documents.documents ?? [];
      for (const name of names) parseDocumentName(name);
      return { query: null, names: new Set(names) };
    }
    throw invalidArgument('A target needs a query or documents');
  }

  #allowed(target: Target, query: CompiledQuery | null, names: Iterable<string>): boolean {
    const { access, caller, store } = this.deps;
    if (query) return access.canList(caller, query, target.query!.structuredQuery!).allowed;
    for (const name of names) if (!access.canGet(caller, name, store.get(name)?.fields ?? null).allowed) return false;
    return true;
  }

  /** The target's result: in the current state, or as it was at a version (using the change log's overlay). */
  #result(query: CompiledQuery | null, names: ReadonlySet<string>, past?: Map<string, StoredDocument | null>): Map<string, StoredDocument> {
    const { store } = this.deps;
    const at = (name: string) => (past?.has(name) ? past.get(name)! : store.get(name));
    const result = new Map<string, StoredDocument>();
    if (!query) {
      for (const name of names) {
        const doc = at(name);
        if (doc) result.set(name, doc);
      }
      return result;
    }
    let candidates: Iterable<StoredDocument> = candidatesOf(store, query);
    if (past) {
      const then: StoredDocument[] = [];
      for (const doc of candidates) if (!past.has(doc.name)) then.push(doc);
      for (const [name, doc] of past) if (doc && query.inScope(name)) then.push(doc);
      candidates = then;
    }
    for (const doc of evaluateQuery(query, candidates)) result.set(doc.name, doc);
    return result;
  }

  #addTarget(target: Target): void {
    const id = target.targetId ?? 0;
    let compiled: { query: CompiledQuery | null; names: Set<string> };
    try {
      if (this.#targets.has(id)) throw invalidArgument(`Target ${id} is already active on this stream`);
      compiled = this.#compile(target);
    } catch (error) {
      const failure = asFirestoreError(error);
      this.#send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [id], cause: { code: failure.code, message: failure.message } } });
      return;
    }
    const { query, names } = compiled;
    if (!this.#allowed(target, query, names)) {
      this.#send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [id], cause: PERMISSION_DENIED } });
      return;
    }

    this.#send({ targetChange: { targetChangeType: 'ADD', targetIds: [id] } });
    const readVersion = this.deps.store.readTime();
    const now = this.#result(query, names);
    const resumeFrom = target.resumeToken ? versionOfToken(target.resumeToken) : target.readTime ? microsOfTimestamp(target.readTime) : null;
    const canResume = resumeFrom !== null && this.deps.changeLog.covers(resumeFrom);
    let sent = 0;
    if (canResume) {
      const then = this.#result(query, names, this.deps.changeLog.stateAt(resumeFrom));
      for (const [name, doc] of now) {
        if (then.get(name)?.updateTime !== doc.updateTime) {
          this.#sendDocument(doc, id);
          sent += 1;
        }
      }
      for (const name of then.keys()) if (!now.has(name)) this.#sendGone(name, id, readVersion);
    } else {
      if (resumeFrom !== null || target.resumeToken) this.#send({ targetChange: { targetChangeType: 'RESET', targetIds: [id] } });
      for (const doc of now.values()) this.#sendDocument(doc, id);
      sent = now.size;
    }
    this.deps.onRead(sent);
    const needsRerun = query !== null && (query.limit !== null || query.offset > 0);
    this.#targets.set(id, { id, query, names, needsRerun, current: now });
    this.#send({ targetChange: { targetChangeType: 'CURRENT', targetIds: [id], resumeToken: resumeTokenOf(readVersion) } });
    this.#sendConsistent(readVersion);
    if (target.once) this.#removeTarget(id);
  }

  #sendDocument(doc: StoredDocument, targetId: number): void {
    this.#send({ documentChange: { document: toApiDocument(doc), targetIds: [targetId] } });
  }

  /** A document left the target: deleted, or still there but no longer matching. */
  #sendGone(name: string, targetId: number, version: number): void {
    const readTime = timestampOfMicros(version);
    if (this.deps.store.get(name)) this.#send({ documentRemove: { document: name, removedTargetIds: [targetId], readTime } });
    else this.#send({ documentDelete: { document: name, removedTargetIds: [targetId], readTime } });
  }

  /** The global NO_CHANGE: every target is consistent at this read time. */
  #sendConsistent(version: number): void {
    this.#send({ targetChange: { readTime: timestampOfMicros(version), resumeToken: resumeTokenOf(version) } });
  }

  #onCommit(event: CommitEvent): void {
    let changed = false;
    for (const target of [...this.#targets.values()]) {
      if (target.query === null) changed = this.#updateDocumentsTarget(target, event) || changed;
      else if (target.needsRerun) changed = this.#rerunQueryTarget(target, event) || changed;
      else changed = this.#updateQueryTarget(target, event) || changed;
    }
    if (changed) this.#sendConsistent(event.version);
  }

  #updateDocumentsTarget(target: ActiveTarget, event: CommitEvent): boolean {
    let changed = false;
    for (const { name, after } of event.changes) {
      if (!target.names.has(name)) continue;
      // A document that changes into one the rules deny ends the target; a deletion is
      // simply delivered (rules reading resource.data would otherwise deny every delete).
      if (after && !this.deps.access.canGet(this.deps.caller, name, after.fields).allowed) {
        this.#targets.delete(target.id);
        this.#send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [target.id], cause: PERMISSION_DENIED } });
        return true;
      }
      changed = this.#move(target, name, after, event.version) || changed;
    }
    return changed;
  }

  #updateQueryTarget(target: ActiveTarget, event: CommitEvent): boolean {
    const query = target.query!;
    let changed = false;
    for (const { name, after } of event.changes) {
      if (!query.inScope(name)) continue;
      changed = this.#move(target, name, after && query.matches(after) ? after : null, event.version) || changed;
    }
    return changed;
  }

  #rerunQueryTarget(target: ActiveTarget, event: CommitEvent): boolean {
    const query = target.query!;
    if (!event.changes.some(({ name, after }) => query.inScope(name) && this.#mayMove(target, name, after))) return false;
    const next = this.#result(query, target.names);
    let changed = false;
    for (const name of [...target.current.keys()]) if (!next.has(name)) changed = this.#move(target, name, null, event.version) || changed;
    for (const [name, doc] of next) changed = this.#move(target, name, doc, event.version) || changed;
    return changed;
  }

  /**
   * Whether a change can alter a limited query's result, which is otherwise run again in full
   * (the whole collection read, for every listener of it, at each commit): only a document it
   * holds, or one that matches now, can. With an offset, any change in scope can shift the window.
   */
  #mayMove(target: ActiveTarget, name: string, after: StoredDocument | null | undefined): boolean {
    const query = target.query!;
    return query.offset > 0 || target.current.has(name) || (!!after && query.matches(after));
  }

  /** Moves a document into (or out of, with null) what the client holds for a target, telling it. */
  #move(target: ActiveTarget, name: string, doc: StoredDocument | null, version: number): boolean {
    const held = target.current.get(name);
    if (doc) {
      if (held === doc) return false;
      target.current.set(name, doc);
      this.#sendDocument(doc, target.id);
      this.deps.onRead(1);
      return true;
    }
    if (!held) return false;
    target.current.delete(name);
    this.#sendGone(name, target.id, version);
    return true;
  }
}
