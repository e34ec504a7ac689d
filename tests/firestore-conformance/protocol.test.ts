import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import { Code, PROJECT_ID } from './helpers';

// Raw gRPC requests the firebase-admin SDK would refuse to send, to check that the server
// itself answers INVALID_ARGUMENT (gRPC 3) where Firestore does, rather than UNKNOWN.
type Callback = (error: { code?: number } | null, value?: unknown) => void;
interface RawStream {
  on(event: 'data', listener: (data: unknown) => void): RawStream;
  on(event: 'error', listener: (error: { code?: number }) => void): RawStream;
  on(event: 'end', listener: () => void): RawStream;
}
interface RawClient {
  Commit(request: unknown, callback: Callback): void;
  RunQuery(request: unknown): RawStream;
  close(): void;
}

const require = createRequire(import.meta.url);
const firestoreProtoPath = require.resolve('@firestore-emulator/proto/dist/google/firestore/v1/firestore.js');
const proto = require(firestoreProtoPath) as {
  FirestoreClient: new (address: string, credentials: unknown) => RawClient;
  CommitRequest: { fromObject(data: unknown): unknown };
  RunQueryRequest: { fromObject(data: unknown): unknown };
};
// The grpc-js copy the generated client was built with.
const grpc = createRequire(firestoreProtoPath)('@grpc/grpc-js') as { credentials: { createInsecure(): unknown } };

const database = `projects/${PROJECT_ID}/databases/(default)`;

function withClient<T>(fn: (client: RawClient) => Promise<T>): Promise<T> {
  const client = new proto.FirestoreClient(inject('firestoreEmulatorHost'), grpc.credentials.createInsecure());
  return fn(client).finally(() => client.close());
}

describe('status codes for invalid requests', () => {
  it('a write with an invalid field path in its mask is INVALID_ARGUMENT', async () => {
    const error = await withClient(
      (client) =>
        new Promise<{ code?: number } | null>((resolve) => {
          client.Commit(
            proto.CommitRequest.fromObject({
              database,
              writes: [
                {
                  update: { name: `${database}/documents/protocol/doc`, fields: { a: { integer_value: 1 } } },
                  update_mask: { field_paths: ['a..b'] },
                },
              ],
            }),
            (err) => resolve(err),
          );
        }),
    );
    expect(error).toMatchObject({ code: Code.INVALID_ARGUMENT });
  });

  it('a query with more cursor values than orderings is INVALID_ARGUMENT', async () => {
    const error = await withClient(
      (client) =>
        new Promise<{ code?: number } | null>((resolve) => {
          client
            .RunQuery(
              proto.RunQueryRequest.fromObject({
                parent: `${database}/documents`,
                structured_query: {
                  from: [{ collection_id: 'protocol' }],
                  order_by: [{ field: { field_path: 'score' }, direction: 1 }],
                  start_at: { values: [{ integer_value: 1 }, { string_value: 'x' }, { integer_value: 2 }], before: true },
                },
              }),
            )
            .on('data', () => undefined)
            .on('error', (err) => resolve(err))
            .on('end', () => resolve(null));
        }),
    );
    expect(error).toMatchObject({ code: Code.INVALID_ARGUMENT });
  });
});
