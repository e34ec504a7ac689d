import { createRequire } from 'node:module';
import { credentials, makeGenericClientConstructor, Metadata, type ClientReadableStream, type ServiceError } from '@grpc/grpc-js';
import protobuf from 'protobufjs';
import { fromProto3JSON, toProto3JSON, type JSONValue } from 'proto3-json-serializer';

// A bare gRPC client of google.firestore.v1.Firestore, for requests the SDKs would refuse
// to send. Requests and responses in proto3 JSON form; the descriptor is the one the
// Node SDK ships.

const require = createRequire(import.meta.url);
const root = protobuf.Root.fromJSON(require('@google-cloud/firestore/build/protos/v1.json') as protobuf.INamespace);

function method(name: string, requestType: string, responseType: string, responseStream: boolean) {
  const request = root.lookupType(requestType);
  const response = root.lookupType(responseType);
  return {
    path: `/google.firestore.v1.Firestore/${name}`,
    requestStream: false,
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
  },
  'Firestore',
);

export interface RawFirestore {
  commit(request: JSONValue): Promise<{ error: ServiceError | null }>;
  runQuery(request: JSONValue): Promise<{ error: ServiceError | null; responses: JSONValue[] }>;
  close(): void;
}

/** A client with the admin SDK's credentials (`Bearer owner`). */
export function rawFirestore(host: string): RawFirestore {
  const client = new Client(host, credentials.createInsecure()) as unknown as {
    Commit(request: JSONValue, metadata: Metadata, callback: (error: ServiceError | null) => void): void;
    RunQuery(request: JSONValue, metadata: Metadata): ClientReadableStream<JSONValue>;
    close(): void;
  };
  const metadata = () => {
    const m = new Metadata();
    m.set('authorization', 'Bearer owner');
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
    close: () => client.close(),
  };
}
