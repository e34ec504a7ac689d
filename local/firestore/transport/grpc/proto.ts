import { createRequire } from 'node:module';
import protobuf from 'protobufjs';
import { fromProto3JSON, toProto3JSON, type JSONValue } from 'proto3-json-serializer';
import { invalidArgument } from '../../api/errors';

// The google.firestore.v1.Firestore service as protobuf: the descriptor published with the
// Node SDK (@google-cloud/firestore, the same definitions Google's clients use), read by
// protobufjs. Messages cross into the server as proto3 JSON (proto3-json-serializer does
// the well-known types: Timestamp as RFC 3339, Int32Value as a number, bytes as base64),
// the form the rest of the server speaks.

const require = createRequire(import.meta.url);
const root = protobuf.Root.fromJSON(require('@google-cloud/firestore/build/protos/v1.json') as protobuf.INamespace);
const service = root.lookupService('google.firestore.v1.Firestore');

export interface MethodCodec {
  name: string;
  requestStream: boolean;
  responseStream: boolean;
  decodeRequest(bytes: Uint8Array): unknown;
  encodeResponse(json: unknown): Uint8Array;
}

function codecOf(method: protobuf.Method): MethodCodec {
  const requestType = root.lookupType(method.requestType);
  const responseType = root.lookupType(method.responseType);
  return {
    name: method.name,
    requestStream: method.requestStream === true,
    responseStream: method.responseStream === true,
    decodeRequest(bytes) {
      try {
        return toProto3JSON(requestType.decode(bytes));
      } catch (error) {
        throw invalidArgument(`Malformed ${method.requestType}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    encodeResponse(json) {
      const message = fromProto3JSON(responseType, json as JSONValue);
      if (!message) throw new Error(`Cannot encode ${method.responseType}`);
      return responseType.encode(message).finish();
    },
  };
}

const methods = new Map(Object.values(service.methods).map((method) => [method.name, codecOf(method)]));

export const SERVICE_PATH = '/google.firestore.v1.Firestore/';

/** The codec of `/google.firestore.v1.Firestore/{Method}`, or undefined for any other path. */
export function methodOfPath(path: string): MethodCodec | undefined {
  return path.startsWith(SERVICE_PATH) ? methods.get(path.slice(SERVICE_PATH.length)) : undefined;
}
