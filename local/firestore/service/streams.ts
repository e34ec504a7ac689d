import type { FirestoreError } from '../api/errors';

/** The two ends of a streaming call (Listen, Write), apart from the service that opens them. */
export interface StreamSink<T> {
  send(message: T): void;
  /** Ends the stream with an error status. */
  fail(error: FirestoreError): void;
}

export interface BidiStream<Request> {
  receive(request: Request): void;
  close(): void;
}
