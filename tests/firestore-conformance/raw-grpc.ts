import { createRequire } from 'node:module';
import { credentials, makeGenericClientConstructor, Metadata, type ClientDuplexStream, type ClientReadableStream, type ServiceError } from '@grpc/grpc-js';
import protobuf from 'protobufjs';
import { fromProto3JSON, toProto3JSON, type JSONValue } from 'proto3-json-serializer';

// A bare gRPC client of google.firestore.v1.Firestore, for requests the SDKs would refuse
// to send. Requests and responses in proto3 JSON form; the descriptor is the one the
// Node SDK ships.

const require = createRequire(import.meta.url);
const root = protobuf.Root.fromJSON(require('@google-cloud/firestore/build/protos/v1.json') as protobuf.INamespace);

function method(name: string, requestType: string, responseType: string, responseStream: boolean, requestStream = false) {
  const request = root.lookupType(requestType);
  const response = root.lookupType(responseType);
  return {
    path: `/google.firestore.v1.Firestore/${name}`,
    requestStream,
    responseStream,
    requestSerialize: (json: JSONValue) => Buffer.from(request.encode(fromProto3JSON(request, json)!).finish()),
    requestDeserialize: (bytes: Buffer) => toProto3JSON(request.decode(bytes)),
    responseSerialize: (json: JSONValue) => Buffer.from(response.encode(fromProto3JSON(response, json)!).finish()),
    responseDeserialize: (bytes: Buffer) => toProto3JSON(response.decode(bytes)),
  };
}

const Client = makeGenericClientConstructor(
  {
    Commit: method('Commit', 'google.firestore.v1.CommitRequest', 'google.firestore.v1.CommitResponse', false),
    RunQuery: method('RunQuery', 'google.firestore.v1.RunQueryRequest', 'google.firestore.v1.RunQueryResponse', true),
    Listen: method('Listen', 'google.firestore.v1.ListenRequest', 'google.firestore.v1.ListenResponse', true, true),
  },
  'Firestore',
);

/** A Listen stream: send requests, read every response so far, wait for one. */
export interface RawListen {
  send(request: JSONValue): void;
  readonly responses: ListenResponse[];
  /** Resolves with the index of the first response from `from` on that satisfies the predicate. */
  waitFor(predicate: (response: ListenResponse) => boolean, from?: number): Promise<number>;
  close(): void;
}

export interface ListenResponse {
  targetChange?: { targetChangeType?: string; targetIds?: number[]; cause?: { code?: number }; resumeToken?: string; readTime?: string };
  documentChange?: { document: { name: string; fields?: Record<string, unknown> }; targetIds?: number[] };
  documentDelete?: { document: string };
  documentRemove?: { document: string };
}

export interface RawFirestore {
  commit(request: JSONValue): Promise<{ error: ServiceError | null }>;
  runQuery(request: JSONValue): Promise<{ error: ServiceError | null; responses: JSONValue[] }>;
  listen(): RawListen;
  close(): void;
}

/** A client with the admin SDK's credentials (`Bearer owner`), or another Authorization header. */
export function rawFirestore(host: string, authorization = 'Bearer owner'): RawFirestore {
  const client = new Client(host, credentials.createInsecure()) as unknown as {
    Commit(request: JSONValue, metadata: Metadata, callback: (error: ServiceError | null) => void): void;
    RunQuery(request: JSONValue, metadata: Metadata): ClientReadableStream<JSONValue>;
    Listen(metadata: Metadata): ClientDuplexStream<JSONValue, ListenResponse>;
    close(): void;
  };
  const metadata = () => {
    const m = new Metadata();
    m.set('authorization', authorization);
    return m;
  };
  return {
    commit: (request) => new Promise((resolve) => client.Commit(request, metadata(), (error) => resolve({ error }))),
    runQuery: (request) =>
      new Promise((resolve) => {
        const responses: JSONValue[] = [];
        client
          .RunQuery(request, metadata())
          .on('data', (data: JSONValue) => responses.push(data))
          .on('error', (error: ServiceError) => resolve({ error, responses }))
          .on('end', () => resolve({ error: null, responses }));
      }),
    listen() {
      const call = client.Listen(metadata());
      const responses: ListenResponse[] = [];
      const waiters = new Set<() => void>();
      call.on('data', (response: ListenResponse) => {
        responses.push(response);
        for (const wake of waiters) wake();
      });
      call.on('error', () => undefined);
      return {
        send: (request) => call.write(request),
        responses,
        waitFor: (predicate, from = 0) =>
          new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`no such Listen response within 10 s: ${JSON.stringify(responses.slice(from))}`)), 10_000);
            const check = () => {
              const index = responses.findIndex((response, i) => i >= from && predicate(response));
              if (index < 0) return;
              clearTimeout(timer);
              waiters.delete(check);
              resolve(index);
            };
            waiters.add(check);
            check();
          }),
        close: () => call.cancel(),
      };
    },
    close: () => client.close(),
  };
}
