import type { IncomingHttpHeaders, ServerHttp2Stream } from 'node:http2';
import { Code, FirestoreError, asFirestoreError } from '../../api/errors';
import { callerOf, type Caller } from '../../service/caller';
import type { BidiStream } from '../../service/streams';
import type { CallHandler, StreamHandler } from '../../service/rpcs';
import { frameMessage, MessageReader } from './framing';
import { methodOfPath, type MethodCodec } from './proto';

// One gRPC call on an HTTP/2 stream: what the Node SDKs (firebase-admin, and the web SDK
// under Node, which @firebase/rules-unit-testing drives) send. Response headers go out
// first even for an error: a trailers-only error makes the Node client's retry logic
// wait seconds before it reports the error. The status travels in the trailers.

class ResponseStream {
  #headersSent = false;
  #ended = false;

  constructor(private readonly stream: ServerHttp2Stream) {}

  get open(): boolean {
    return !this.#ended && !this.stream.destroyed && !this.stream.closed;
  }

  #sendHeaders(): void {
    if (this.#headersSent) return;
    this.#headersSent = true;
    this.stream.respond(
      { ':status': 200, 'content-type': 'application/grpc+proto', 'grpc-accept-encoding': 'identity,deflate,gzip' },
      { waitForTrailers: true },
    );
  }

  write(payload: Uint8Array): void {
    if (!this.open) return;
    this.#sendHeaders();
    this.stream.write(frameMessage(payload));
  }

  end(error?: FirestoreError): void {
    if (!this.open) return;
    this.#sendHeaders();
    this.#ended = true;
    this.stream.once('wantTrailers', () => {
      this.stream.sendTrailers({
        'grpc-status': String(error?.code ?? Code.OK),
        ...(error ? { 'grpc-message': encodeURIComponent(error.message) } : {}),
      });
    });
    this.stream.end();
  }
}

export interface GrpcHandlers {
  calls: Map<string, CallHandler>;
  streams: Map<string, StreamHandler>;
}

export function serveGrpcCall(stream: ServerHttp2Stream, headers: IncomingHttpHeaders, handlers: GrpcHandlers): void {
  const response = new ResponseStream(stream);
  const method = methodOfPath(String(headers[':path'] ?? ''));
  if (!method || !(handlers.calls.has(method.name) || handlers.streams.has(method.name))) {
    stream.resume();
    response.end(new FirestoreError(Code.UNIMPLEMENTED, `Method not implemented: ${String(headers[':path'])}`));
    return;
  }
  let caller: Caller;
  try {
    caller = callerOf(typeof headers.authorization === 'string' ? headers.authorization : undefined);
  } catch (error) {
    stream.resume();
    response.end(asFirestoreError(error));
    return;
  }
  const encoding = typeof headers['grpc-encoding'] === 'string' ? headers['grpc-encoding'] : undefined;
  const reader = new MessageReader(encoding === 'identity' ? undefined : encoding);
  const streamHandler = handlers.streams.get(method.name);
  if (streamHandler) serveBidi(stream, reader, method, streamHandler(caller, sinkOf(response, method)), response);
  else serveCall(stream, reader, method, handlers.calls.get(method.name)!, caller, response);
}

function sinkOf(response: ResponseStream, method: MethodCodec) {
  return {
    send: (message: unknown) => response.write(method.encodeResponse(message)),
    fail: (error: FirestoreError) => response.end(error),
  };
}

/** Unary and server-streaming calls: one request, then the responses and the status. */
function serveCall(
  stream: ServerHttp2Stream,
  reader: MessageReader,
  method: MethodCodec,
  handler: CallHandler,
  caller: Caller,
  response: ResponseStream,
): void {
  let request: Buffer | undefined;
  let failed = false;
  stream.on('data', (chunk: Buffer) => {
    if (failed) return;
    try {
      request ??= reader.push(chunk)[0];
    } catch (error) {
      failed = true;
      response.end(asFirestoreError(error));
    }
  });
  stream.on('end', () => {
    if (failed) return;
    if (!request) {
      response.end(new FirestoreError(Code.INVALID_ARGUMENT, 'No request message'));
      return;
    }
    const isCancelled = () => stream.destroyed || stream.closed;
    Promise.resolve()
      .then(() => handler(method.decodeRequest(request!), caller, isCancelled))
      .then(
        (messages) => {
          for (const message of messages) response.write(method.encodeResponse(message));
          response.end();
        },
        (error: unknown) => response.end(asFirestoreError(error)),
      );
  });
}

/** Listen and Write: requests and responses flow both ways until either side ends. */
function serveBidi(stream: ServerHttp2Stream, reader: MessageReader, method: MethodCodec, session: BidiStream<unknown>, response: ResponseStream): void {
  stream.on('data', (chunk: Buffer) => {
    try {
      for (const message of reader.push(chunk)) session.receive(method.decodeRequest(message));
    } catch (error) {
      session.close();
      response.end(asFirestoreError(error));
    }
  });
  // The client half-closed: it sends no more, and the call is over.
  stream.on('end', () => {
    session.close();
    response.end();
  });
  stream.on('close', () => session.close());
}
