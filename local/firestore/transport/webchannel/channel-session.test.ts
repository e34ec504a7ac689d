import { describe, expect, it } from 'vitest';
import { ChannelSession, type BackChannel } from './channel-session';

function backChannel(streaming: boolean) {
  const written: string[] = [];
  let ended = false;
  const channel: BackChannel = { streaming, write: (text) => written.push(text), end: () => (ended = true) };
  return { channel, written, ended: () => ended };
}

/** The arrays of a written chunk: `<length>\n[[id, payload], …]`. */
const arraysOf = (chunk: string) => JSON.parse(chunk.slice(chunk.indexOf('\n') + 1)) as [number, unknown[]][];

describe('a WebChannel session', () => {
  it('answers a long poll with everything queued, once, and resends what was not acknowledged', () => {
    const session = new ChannelSession(() => undefined);
    session.enqueue([{ targetChange: { targetChangeType: 'ADD' } }]);
    session.enqueue([{ targetChange: { targetChangeType: 'CURRENT' } }]);
    const first = backChannel(false);
    session.attachBackChannel(first.channel);
    expect(first.ended()).toBe(true);
    expect(arraysOf(first.written[0]!).map(([id]) => id)).toEqual([1, 2]);

    // The client received only array 1 (that poll broke): array 2 comes again.
    session.acknowledge(1);
    const second = backChannel(false);
    session.attachBackChannel(second.channel);
    expect(arraysOf(second.written[0]!).map(([id]) => id)).toEqual([2]);
    session.close();
  });

  it('writes to a streaming back channel as messages come, starting with a noop when idle', () => {
    const session = new ChannelSession(() => undefined);
    const stream = backChannel(true);
    session.attachBackChannel(stream.channel);
    expect(arraysOf(stream.written[0]!)).toEqual([[1, ['noop']]]);
    session.enqueue([{ documentChange: {} }]);
    expect(arraysOf(stream.written[1]!)).toEqual([[2, [{ documentChange: {} }]]]);
    expect(stream.ended()).toBe(false);
    session.close();
    expect(stream.ended()).toBe(true);
  });

  it('delivers each forward message once, even when the client sends a POST again', () => {
    const session = new ChannelSession(() => undefined);
    const received: unknown[] = [];
    session.stream = { receive: (request) => received.push(request), close: () => undefined };
    session.receive([{ id: 0, data: 'a' }]);
    session.receive([
      { id: 0, data: 'a' },
      { id: 1, data: 'b' },
    ]);
    expect(received).toEqual(['a', 'b']);
    session.close();
  });
});
