import type * as api from '../api/types';
import { Code, FirestoreError, asFirestoreError, invalidArgument, permissionDenied } from '../api/errors';
import { aggregate } from '../database/aggregation';
import { ChangeLog } from '../database/change-log';
import { DocumentStore, toApiDocument, type StoredDocument } from '../database/document-store';
import { projectFields } from '../database/field-paths';
import { compileQuery, runQuery, type CompiledQuery } from '../database/query';
import { parseDatabaseName, parseDocumentName, parseParentName } from '../database/resource-names';
import { timestampOfMicros } from '../database/timestamps';
import { TransactionManager, type Transaction } from '../database/transactions';
import { applyWrites } from '../database/writes';
import type { SecurityRules } from '../rules/security-rules';
import { Access } from './access';
import type { Caller } from './caller';
import type { BidiStream, StreamSink } from './streams';
import { ListenSession } from './listen-session';
import { WriteSession } from './write-session';

// The Firestore API, transport-neutral: gRPC, REST and WebChannel all call these with
// proto3 JSON requests and the caller their credentials name. Client (non-owner) requests
// are judged by the security rules; a denial is PERMISSION_DENIED and changes nothing.

/** Told of every read, so a benchmark can count reads at the database as Firestore bills them. */
export type ReadObserver = (read: {
  method: 'BatchGetDocuments' | 'RunQuery' | 'RunAggregationQuery' | 'GetDocument' | 'ListDocuments' | 'Listen';
  documents: number;
}) => void;

/**
 * Told of every commit that succeeds, with its number of writes (each a set, update or delete of
 * one document, its field transforms included), so a benchmark can count writes as Firestore bills them.
 */
export type WriteObserver = (commit: { writes: number }) => void;

function maskedDocument(doc: StoredDocument, mask: readonly string[] | null | undefined): api.Document {
  return toApiDocument(doc, mask ? projectFields(doc.fields, mask) : doc.fields);
}

export class FirestoreService {
  readonly store = new DocumentStore();
  readonly transactions: TransactionManager;
  readonly #changeLog: ChangeLog;
  readonly #access: Access;
  readonly #readObservers = new Set<ReadObserver>();
  readonly #writeObservers = new Set<WriteObserver>();

  constructor(rules: SecurityRules, options: { transactionIdleTimeoutMs?: number } = {}) {
    this.transactions = new TransactionManager(options.transactionIdleTimeoutMs);
    this.#changeLog = new ChangeLog(this.store);
    this.#access = new Access(rules);
  }

  observeReads(observer: ReadObserver): () => void {
    this.#readObservers.add(observer);
    return () => this.#readObservers.delete(observer);
  }

  observeWrites(observer: WriteObserver): () => void {
    this.#writeObservers.add(observer);
    return () => this.#writeObservers.delete(observer);
  }

  #read(method: Parameters<ReadObserver>[0]['method'], documents: number): void {
    for (const observer of this.#readObservers) observer({ method, documents });
  }

  /** The transaction a read runs in: a new one (waiting for the lock), a live one, or none. */
  async #readTransaction(database: string, request: { transaction?: string; newTransaction?: api.TransactionOptions }, isCancelled: () => boolean) {
    if (request.newTransaction) {
      const transaction = await this.transactions.begin(database, request.newTransaction.readOnly !== undefined, isCancelled);
      return { transaction, isNew: true };
    }
    if (request.transaction) return { transaction: this.transactions.use(request.transaction), isNew: false };
    return { transaction: null, isNew: false };
  }

  async batchGetDocuments(request: api.BatchGetDocumentsRequest, caller: Caller, isCancelled: () => boolean): Promise<api.BatchGetDocumentsResponse[]> {
    const database = parseDatabaseName(request.database).name;
    const names = request.documents ?? [];
    for (const name of names) {
      if (parseDocumentName(name).database.name !== database) throw invalidArgument(`${name} is not in ${database}`);
    }
    const denied = names.some((name) => !this.#access.canGet(caller, name, this.store.get(name)?.fields ?? null).allowed);
    if (denied) throw permissionDenied();
    const { transaction, isNew } = await this.#readTransaction(database, request, isCancelled);
    const readTime = timestampOfMicros(this.store.readTime());
    const responses: api.BatchGetDocumentsResponse[] = [];
    if (isNew) responses.push({ transaction: transaction!.id, readTime });
    for (const name of names) {
      const doc = this.store.get(name);
      transaction?.readDocuments.add(name);
      responses.push(doc ? { found: maskedDocument(doc, request.mask?.fieldPaths), readTime } : { missing: name, readTime });
    }
    if (transaction) this.transactions.touch(transaction);
    this.#read('BatchGetDocuments', names.length);
    return responses;
  }

  /** Compiles a query and checks that the caller may run it. */
  #authorizedQuery(parent: string, structured: api.StructuredQuery | undefined, caller: Caller): CompiledQuery {
    if (!structured) throw invalidArgument('A structured query is required');
    const query = compileQuery(parent, structured);
    if (!this.#access.canList(caller, query, structured).allowed) throw permissionDenied();
    return query;
  }

  /** Runs a query, in the request's transaction if it names one (a query read conflicts with writes into its scope). */
  async #queryResults(request: api.RunQueryRequest | api.RunAggregationQueryRequest, query: CompiledQuery, isCancelled: () => boolean) {
    const { database } = parseParentName(request.parent);
    const { transaction, isNew } = await this.#readTransaction(database.name, request, isCancelled);
    const readTime = timestampOfMicros(this.store.readTime());
    const results = runQuery(this.store, query);
    transaction?.queryScopes.push(query.inScope);
    if (transaction) this.transactions.touch(transaction);
    return { results, readTime, newTransaction: isNew ? transaction!.id : undefined };
  }

  async runQuery(request: api.RunQueryRequest, caller: Caller, isCancelled: () => boolean): Promise<api.RunQueryResponse[]> {
    const query = this.#authorizedQuery(request.parent, request.structuredQuery, caller);
    const { results, readTime, newTransaction } = await this.#queryResults(request, query, isCancelled);
    this.#read('RunQuery', results.length);
    const responses: api.RunQueryResponse[] = results.map((doc) => ({ document: maskedDocument(doc, query.projection), readTime }));
    // An empty result still answers once, with the read time (and the new transaction).
    if (responses.length === 0) responses.push({ readTime });
    if (newTransaction) responses[0]!.transaction = newTransaction;
    responses[responses.length - 1]!.done = true;
    return responses;
  }

  async runAggregationQuery(request: api.RunAggregationQueryRequest, caller: Caller, isCancelled: () => boolean): Promise<api.RunAggregationQueryResponse[]> {
    if (request.explainOptions) throw new FirestoreError(Code.UNIMPLEMENTED, 'Query explain is not supported by the local Firestore.');
    const aggregation = request.structuredAggregationQuery;
    const query = this.#authorizedQuery(request.parent, aggregation?.structuredQuery, caller);
    const { results, readTime, newTransaction } = await this.#queryResults(request, query, isCancelled);
    this.#read('RunAggregationQuery', results.length);
    const response: api.RunAggregationQueryResponse = { result: { aggregateFields: aggregate(results, aggregation?.aggregations ?? []) }, readTime };
    if (newTransaction) response.transaction = newTransaction;
    return [response];
  }

  async beginTransaction(request: api.BeginTransactionRequest, _caller: Caller, isCancelled: () => boolean): Promise<api.BeginTransactionResponse> {
    const { name } = parseDatabaseName(request.database);
    const transaction = await this.transactions.begin(name, request.options?.readOnly !== undefined, isCancelled);
    return { transaction: transaction.id };
  }

  commit(request: api.CommitRequest, caller: Caller): api.CommitResponse {
    const { name: database } = parseDatabaseName(request.database);
    const writes = request.writes ?? [];
    const transaction: Transaction | null = request.transaction ? this.transactions.use(request.transaction) : null;
    try {
      if (transaction?.readOnly && writes.length > 0) throw invalidArgument('Cannot modify entities in a read-only transaction.');
      const version = this.store.nextCommitVersion();
      const applied = applyWrites(database, writes, version, (name) => this.store.get(name));
      this.#access.assertCanCommit(caller, applied.writes);
      if (applied.changes.length) this.store.apply({ version, changes: applied.changes });
      for (const observer of this.#writeObservers) observer({ writes: writes.length });
      if (!transaction)
        this.transactions.onPlainWrite(
          database,
          applied.writes.map((write) => write.name),
        );
      return { writeResults: applied.results, commitTime: timestampOfMicros(version) };
    } finally {
      // A transactional commit ends its transaction, whatever the outcome.
      if (transaction) this.transactions.finish(transaction);
    }
  }

  rollback(request: api.RollbackRequest): Record<string, never> {
    parseDatabaseName(request.database);
    if (request.transaction) this.transactions.rollback(request.transaction);
    return {};
  }

  /** BulkWriter's RPC: each write applied on its own, non-atomically, with a status each. */
  batchWrite(request: api.BatchWriteRequest, caller: Caller): api.BatchWriteResponse {
    const response: api.BatchWriteResponse = { writeResults: [], status: [] };
    for (const write of request.writes ?? []) {
      try {
        const { writeResults } = this.commit({ database: request.database, writes: [write] }, caller);
        response.writeResults.push(writeResults[0]!);
        response.status.push({ code: Code.OK });
      } catch (error) {
        const failure = asFirestoreError(error);
        response.writeResults.push({});
        response.status.push({ code: failure.code, message: failure.message });
      }
    }
    return response;
  }

  getDocument(request: api.GetDocumentRequest, caller: Caller): api.Document {
    const doc = this.store.get(parseDocumentName(request.name).name);
    if (!this.#access.canGet(caller, request.name, doc?.fields ?? null).allowed) throw permissionDenied();
    this.#read('GetDocument', 1);
    if (!doc) throw new FirestoreError(Code.NOT_FOUND, `Document not found: ${request.name}`);
    return maskedDocument(doc, request.mask?.fieldPaths);
  }

  /** listDocuments(): the documents of one collection by id, and with showMissing the missing parents of subcollections. */
  listDocuments(request: api.ListDocumentsRequest, caller: Caller): api.ListDocumentsResponse {
    if (!request.collectionId) throw invalidArgument('A collection id is required');
    const structured: api.StructuredQuery = { from: [{ collectionId: request.collectionId }] };
    const query = this.#authorizedQuery(request.parent, structured, caller);
    const found = runQuery(this.store, query).map((doc) => maskedDocument(doc, request.mask?.fieldPaths));
    const missing = request.showMissing ? this.store.missingParents(`${request.parent}/${request.collectionId}`).map((name) => ({ name })) : [];
    this.#read('ListDocuments', found.length);
    return { documents: [...found, ...missing].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) };
  }

  listCollectionIds(request: api.ListCollectionIdsRequest, caller: Caller): api.ListCollectionIdsResponse {
    parseParentName(request.parent);
    // Clients cannot list collections in production either.
    if (caller.kind !== 'owner') throw permissionDenied();
    return { collectionIds: this.store.collectionIds(request.parent).sort() };
  }

  openListen(caller: Caller, sink: StreamSink<api.ListenResponse>): BidiStream<api.ListenRequest> {
    return new ListenSession({
      store: this.store,
      changeLog: this.#changeLog,
      access: this.#access,
      caller,
      sink,
      onRead: (documents) => this.#read('Listen', documents),
    });
  }

  openWrite(caller: Caller, sink: StreamSink<api.WriteResponse>): BidiStream<api.WriteRequest> {
    return new WriteSession((request) => this.commit(request, caller), sink);
  }

  /** Deletes every document of a database (the emulator's DELETE …/documents). */
  clearDatabase(database: string): void {
    this.store.clear(parseDatabaseName(database).root);
  }

  shutdown(): void {
    this.transactions.shutdown();
    this.#changeLog.stop();
  }
}
