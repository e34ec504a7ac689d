import { randomBytes } from 'node:crypto';
import type { CommitRequest, CommitResponse, WriteRequest, WriteResponse } from '../api/types';
import { asFirestoreError, invalidArgument } from '../api/errors';
import type { BidiStream, StreamSink } from './streams';

// One Write stream, what the client SDKs use for set/update/delete and batches. The first
// request is a handshake (the database, no writes), answered with a stream id and token;
// every later request carries a batch of writes, committed atomically and answered with
// the write results, the commit time and a new token. A batch that fails (a precondition,
// or the rules denying it) ends the stream with that error; the SDK rejects that batch
// and opens a new stream for the rest.

const newToken = () => randomBytes(8).toString('base64');

export class WriteSession implements BidiStream<WriteRequest> {
  /** Named by the handshake; later requests carry only their writes. */
  #database: string | null = null;
  #closed = false;

  constructor(
    private readonly commit: (request: CommitRequest) => CommitResponse,
    private readonly sink: StreamSink<WriteResponse>,
  ) {}

  receive(request: WriteRequest): void {
    if (this.#closed) return;
    try {
      if (this.#database === null) {
        if (!request.database) throw invalidArgument('The first request of a Write stream must name the database');
        if (request.writes?.length) throw invalidArgument('The first request of a Write stream must not carry writes');
        this.#database = request.database;
        this.sink.send({ streamId: randomBytes(8).toString('hex'), streamToken: newToken() });
        return;
      }
      // A request without writes only acknowledges responses; nothing to answer.
      if (!request.writes?.length) return;
      const { writeResults, commitTime } = this.commit({ database: this.#database, writes: request.writes });
      this.sink.send({ streamToken: newToken(), writeResults, commitTime });
    } catch (error) {
      this.#closed = true;
      this.sink.fail(asFirestoreError(error));
    }
  }

  close(): void {
    this.#closed = true;
  }
}
