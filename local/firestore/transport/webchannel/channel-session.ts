import { randomBytes } from 'node:crypto';
import type { BidiStream } from '../../service/streams';
import { frame } from './wire';

// One WebChannel session: a Listen or Write stream of the browser SDK, carried by HTTP/1.1
// requests. The client sends messages on forward-channel POSTs and receives the server's
// on a back-channel GET, either held open and written to as messages come (streaming,
// CI=0) or answered as soon as there is something to send (long polling, CI=1, what
// experimentalForceLongPolling and auto-detection behind a buffering proxy use).
//
// Server messages are numbered "arrays" ([id, payload]); the client acknowledges the last
// one it received with AID on every request, and anything unacknowledged is sent again on
// the next back channel, so a back channel that breaks loses nothing.

/** How often an idle streaming back channel gets a noop, and how long a long poll is held. */
export const KEEPALIVE_MS = 30_000;
/** A session with no back channel and no request for this long is gone (the tab closed). */
const ABANDONED_MS = 60_000;

export interface BackChannel {
  readonly streaming: boolean;
  write(text: string): void;
  end(): void;
}

export class ChannelSession {
  readonly id = randomBytes(16).toString('base64url');
  /** Arrays not yet acknowledged, oldest first: [id, json of the payload]. */
  readonly #unacknowledged: { id: number; json: string }[] = [];
  #nextArrayId = 1;
  #lastForwardId = -1;
  #backChannel: BackChannel | null = null;
  /** The last array id written to the open back channel. */
  #writtenUpTo = 0;
  #keepalive: NodeJS.Timeout | null = null;
  #abandonTimer: NodeJS.Timeout | null = null;
  #closed = false;
  stream: BidiStream<unknown> | null = null;

  constructor(private readonly onClosed: (session: ChannelSession) => void) {
    this.#armAbandonTimer();
  }

  /** The handshake's answer: array 0 names the session and the negotiated protocol. */
  handshakeResponse(): string {
    return frame(JSON.stringify([[0, ['c', this.id, '', 8, 12, KEEPALIVE_MS]]]));
  }

  /** Queues a payload (an array of messages) for the client. */
  enqueue(payload: unknown[]): void {
    if (this.#closed) return;
    this.#unacknowledged.push({ id: this.#nextArrayId++, json: JSON.stringify(payload) });
    this.#flush();
  }

  /** The client received every array up to `arrayId`. */
  acknowledge(arrayId: number): void {
    while (this.#unacknowledged.length && this.#unacknowledged[0]!.id <= arrayId) this.#unacknowledged.shift();
  }

  /** Forward-channel messages, each delivered once even when the client retries a POST. */
  receive(messages: { id: number; data: unknown }[]): void {
    this.#touch();
    for (const { id, data } of messages) {
      if (id <= this.#lastForwardId) continue;
      this.#lastForwardId = id;
      this.stream?.receive(data);
    }
  }

  /** The forward channel's answer: [back channel present, last array id queued, bytes outstanding]. */
  forwardResponse(): string {
    const outstanding = this.#unacknowledged.reduce((bytes, array) => bytes + array.json.length, 0);
    return frame(JSON.stringify([1, this.#nextArrayId - 1, outstanding]));
  }

  attachBackChannel(channel: BackChannel): void {
    this.#backChannel?.end();
    this.#backChannel = channel;
    this.#writtenUpTo = 0;
    this.#touch();
    if (channel.streaming && this.#unacknowledged.length === 0) {
      // Bytes right away tell an auto-detecting client that nothing buffers the stream,
      // so it keeps streaming instead of falling back to long polling.
      this.enqueue(['noop']);
    } else {
      this.#flush();
    }
    this.#armKeepalive();
  }

  /** The back channel's request went away (client abort, or we ended it). */
  detachBackChannel(channel: BackChannel): void {
    if (this.#backChannel !== channel) return;
    this.#backChannel = null;
    this.#clearKeepalive();
    this.#armAbandonTimer();
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#clearKeepalive();
    if (this.#abandonTimer) clearTimeout(this.#abandonTimer);
    this.#backChannel?.end();
    this.#backChannel = null;
    this.stream?.close();
    this.onClosed(this);
  }

  #flush(): void {
    const channel = this.#backChannel;
    if (!channel) return;
    const pending = this.#unacknowledged.filter((array) => array.id > this.#writtenUpTo);
    if (pending.length === 0) return;
    this.#writtenUpTo = pending[pending.length - 1]!.id;
    channel.write(frame(`[${pending.map((array) => `[${array.id},${array.json}]`).join(',')}]`));
    if (!channel.streaming) {
      // A long poll carries one answer; the client polls again at once.
      this.detachBackChannel(channel);
      channel.end();
    } else {
      this.#armKeepalive();
    }
  }

  #armKeepalive(): void {
    this.#clearKeepalive();
    this.#keepalive = setTimeout(() => this.enqueue(['noop']), KEEPALIVE_MS);
    this.#keepalive.unref();
  }

  #clearKeepalive(): void {
    if (this.#keepalive) clearTimeout(this.#keepalive);
    this.#keepalive = null;
  }

  #touch(): void {
    if (this.#abandonTimer) clearTimeout(this.#abandonTimer);
    this.#abandonTimer = null;
    if (!this.#backChannel) this.#armAbandonTimer();
  }

  #armAbandonTimer(): void {
    if (this.#abandonTimer) clearTimeout(this.#abandonTimer);
    this.#abandonTimer = setTimeout(() => this.close(), ABANDONED_MS);
    this.#abandonTimer.unref();
  }
}
