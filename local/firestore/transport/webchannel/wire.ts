// WebChannel's wire format (protocol version 8, as the browser SDK's closure client
// speaks it): every response body is a series of chunks `<length>\n<json>`, the length
// counted in UTF-16 code units (the client slices its responseText, a JS string), not in
// bytes. Requests are HTML forms: `count=N&ofs=K&req0___data__=<json>…`, the handshake
// also carrying the request headers as `headers=Name:Value\r\n…` (so that no CORS
// preflight is needed).

export function frame(json: string): string {
  return `${json.length}\n${json}`;
}

export interface ForwardMessages {
  /** Headers packed into the body (the handshake's Authorization, …), by lower-case name. */
  headers: Record<string, string>;
  /** Messages with their ids (ofs + index), in order. */
  messages: { id: number; data: unknown }[];
}

function parseHeaderBlock(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.split(/\r\n|\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export function parseForwardBody(body: string): ForwardMessages {
  const form = new URLSearchParams(body);
  const count = Number(form.get('count') ?? 0);
  const offset = Number(form.get('ofs') ?? 0);
  const messages: ForwardMessages['messages'] = [];
  for (let i = 0; i < count; i++) {
    const raw = form.get(`req${i}___data__`);
    if (raw === null) continue;
    messages.push({ id: offset + i, data: JSON.parse(raw) as unknown });
  }
  return { headers: parseHeaderBlock(form.get('headers') ?? ''), messages };
}
