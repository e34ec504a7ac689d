import { createServer, request, type IncomingMessage, type Server } from 'node:http';

/**
 * The local stand-in for Firebase Hosting's edge. In production the CDN that receives a
 * browser's connection appends that connection's address to X-Forwarded-For before the
 * request reaches the function; the hosting emulator forwards headers as they came and
 * appends nothing. This edge sits in front of the hosting emulator and appends the address
 * the connection really came from, so the API finds its clients locally the way it does in
 * production, and a header the client wrote stays what it is: the client's own words.
 */
export function forwardedFor(incoming: IncomingMessage): string {
  const remote = incoming.socket.remoteAddress ?? 'unknown';
  const sent = incoming.headers['x-forwarded-for'];
  const prior = Array.isArray(sent) ? sent.join(', ') : sent;
  return prior ? `${prior}, ${remote}` : remote;
}

/** Reads a request body whole: the hosting emulator cannot forward a chunked one (production Hosting can). */
function bodyOf(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}

export async function startEdge(options: { port: number; target: number }): Promise<{ close(): Promise<void> }> {
  const server: Server = createServer(async (incoming, outgoing) => {
    const body = await bodyOf(incoming);
    const { 'transfer-encoding': _chunked, ...headers } = incoming.headers;
    const upstream = request(
      {
        host: '127.0.0.1',
        port: options.target,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...headers,
          ...(body.length || headers['content-length'] ? { 'content-length': String(body.length) } : {}),
          'x-forwarded-for': forwardedFor(incoming),
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'Content-Type': 'text/plain' });
      outgoing.end('The local hosting emulator is not answering.\n');
    });
    upstream.end(body);
  });
  await new Promise<void>((listening) => server.listen(options.port, '127.0.0.1', listening));
  return {
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
