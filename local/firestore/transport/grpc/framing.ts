import { gunzipSync, inflateSync } from 'node:zlib';
import { Code, FirestoreError } from '../../api/errors';

// gRPC's message framing over HTTP/2 DATA frames: each message is a 1-byte compressed
// flag, a 4-byte big-endian length, then the protobuf bytes. Frames may be split across
// or share DATA chunks, so the reader buffers.

export function frameMessage(payload: Uint8Array): Buffer {
  const frame = Buffer.allocUnsafe(5 + payload.length);
  frame.writeUInt8(0, 0);
  frame.writeUInt32BE(payload.length, 1);
  frame.set(payload, 5);
  return frame;
}

export class MessageReader {
  #buffer: Buffer = Buffer.alloc(0);

  constructor(private readonly encoding: string | undefined) {}

  /** Adds a DATA chunk; returns the messages it completed. */
  push(chunk: Buffer): Buffer[] {
    this.#buffer = this.#buffer.length ? Buffer.concat([this.#buffer, chunk]) : chunk;
    const messages: Buffer[] = [];
    while (this.#buffer.length >= 5) {
      const length = this.#buffer.readUInt32BE(1);
      if (this.#buffer.length < 5 + length) break;
      const compressed = this.#buffer.readUInt8(0) === 1;
      const payload = this.#buffer.subarray(5, 5 + length);
      this.#buffer = this.#buffer.subarray(5 + length);
      messages.push(compressed ? this.#decompress(payload) : payload);
    }
    return messages;
  }

  #decompress(payload: Buffer): Buffer {
    if (this.encoding === 'gzip') return gunzipSync(payload);
    if (this.encoding === 'deflate') return inflateSync(payload);
    throw new FirestoreError(Code.UNIMPLEMENTED, `Unsupported grpc-encoding: ${this.encoding ?? 'none'}`);
  }
}
