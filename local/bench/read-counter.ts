import type { FirestoreServer } from '@firestore-emulator/server';

// Counts Firestore document reads the way Firestore bills them, at the stand-in's gRPC
// handlers: one per document a query returns (one for a query that returns none), one per
// document fetched or found missing, one per aggregation (up to 1,000 index entries).

interface Handler {
  func: (call: { write(message: unknown): boolean }) => unknown;
}

interface Message {
  document?: unknown;
  found?: unknown;
  missing?: unknown;
  result?: unknown;
}

export function countReads(server: FirestoreServer): { readonly total: number } {
  const counter = { total: 0 };
  const handlers = (server as unknown as { server: { handlers: Map<string, Handler> } }).server.handlers;
  const wrap = (method: string, readsOf: (message: Message) => number, minimumPerCall: number) => {
    const handler = handlers.get(`/google.firestore.v1.Firestore/${method}`);
    if (!handler) throw new Error(`The stand-in has no ${method} handler to count`);
    const original = handler.func;
    handler.func = (call) => {
      let reads = 0;
      const write = call.write.bind(call);
      call.write = (message: unknown) => {
        reads += readsOf(message as Message);
        return write(message);
      };
      const done = () => (counter.total += Math.max(reads, minimumPerCall));
      const result = original(call);
      return result instanceof Promise ? result.finally(done) : (done(), result);
    };
  };
  wrap('RunQuery', (m) => (m.document ? 1 : 0), 1);
  wrap('BatchGetDocuments', (m) => (m.found || m.missing ? 1 : 0), 0);
  wrap('RunAggregationQuery', (m) => (m.result ? 1 : 0), 1);
  return counter;
}
