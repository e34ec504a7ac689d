import { describe, expect, it } from 'vitest';
import { frame, parseForwardBody } from './wire';

describe('WebChannel wire format', () => {
  it('frames a chunk with its length in UTF-16 code units, not bytes', () => {
    const json = JSON.stringify(['Café 😀']);
    expect(Buffer.byteLength(json)).toBe(14);
    expect(frame(json)).toBe(`11\n${json}`);
  });

  it('reads the handshake form: packed headers and numbered messages from the offset', () => {
    const body = new URLSearchParams({
      headers: 'X-Goog-Api-Client:gl-js/ fire/12.19.0\r\nAuthorization:Bearer abc.def.\r\n',
      count: '2',
      ofs: '5',
      req0___data__: JSON.stringify({ addTarget: { targetId: 2 } }),
      req1___data__: JSON.stringify({ removeTarget: 2 }),
    }).toString();
    const { headers, messages } = parseForwardBody(body);
    expect(headers.authorization).toBe('Bearer abc.def.');
    expect(messages).toEqual([
      { id: 5, data: { addTarget: { targetId: 2 } } },
      { id: 6, data: { removeTarget: 2 } },
    ]);
  });
});
