import type * as api from '../api/types';
import type { Caller } from './caller';
import type { FirestoreService } from './firestore-service';
import type { BidiStream, StreamSink } from './streams';

// The Firestore RPCs by name, for the transports: gRPC finds them by method name, REST by
// the verb after the colon (`…/documents:runQuery`). Requests arrive as parsed proto3
// JSON; gRPC's are already shaped by the protobuf descriptor. Every call answers a list
// of responses: one for a unary call, any number for a server-streaming one.

export type CallHandler = (request: unknown, caller: Caller, isCancelled: () => boolean) => Promise<unknown[]>;
export type StreamHandler = (caller: Caller, sink: StreamSink<unknown>) => BidiStream<unknown>;

export function callHandlers(service: FirestoreService): Map<string, CallHandler> {
  return new Map<string, CallHandler>([
    ['BatchGetDocuments', (request, caller, isCancelled) => service.batchGetDocuments(request as api.BatchGetDocumentsRequest, caller, isCancelled)],
    ['RunQuery', (request, caller, isCancelled) => service.runQuery(request as api.RunQueryRequest, caller, isCancelled)],
    ['RunAggregationQuery', (request, caller, isCancelled) => service.runAggregationQuery(request as api.RunAggregationQueryRequest, caller, isCancelled)],
    ['BeginTransaction', async (request, caller, isCancelled) => [await service.beginTransaction(request as api.BeginTransactionRequest, caller, isCancelled)]],
    ['Commit', async (request, caller) => [service.commit(request as api.CommitRequest, caller)]],
    ['Rollback', async (request) => [service.rollback(request as api.RollbackRequest)]],
    ['BatchWrite', async (request, caller) => [service.batchWrite(request as api.BatchWriteRequest, caller)]],
    ['GetDocument', async (request, caller) => [service.getDocument(request as api.GetDocumentRequest, caller)]],
    ['ListDocuments', async (request, caller) => [service.listDocuments(request as api.ListDocumentsRequest, caller)]],
    ['ListCollectionIds', async (request, caller) => [service.listCollectionIds(request as api.ListCollectionIdsRequest, caller)]],
  ]);
}

export function streamHandlers(service: FirestoreService): Map<string, StreamHandler> {
  return new Map<string, StreamHandler>([
    ['Listen', (caller, sink) => service.openListen(caller, sink) as BidiStream<unknown>],
    ['Write', (caller, sink) => service.openWrite(caller, sink) as BidiStream<unknown>],
  ]);
}
