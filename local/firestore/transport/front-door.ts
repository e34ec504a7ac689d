import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttp2Server, type IncomingHttpHeaders, type ServerHttp2Stream } from 'node:http2';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';

// One port for every client, as the official emulator has: the Node SDKs speak gRPC over
// cleartext HTTP/2 ("prior knowledge"), the browser SDK, REST and the emulator endpoints
// speak HTTP/1.1. Node's HTTP/2 server cannot fall back to HTTP/1.1 without TLS
// (allowHTTP1 needs ALPN; measured: an HTTP/1.1 request gets a parse error), so a small
// front reads the first bytes of each connection and hands the socket to the HTTP/2 or
// the HTTP/1.1 server: an HTTP/2 connection opens with the preface `PRI * HTTP/2.0`.

const PREFACE = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n');

export interface FrontDoor {
  port: number;
  close(): Promise<void>;
}

export async function openFrontDoor(options: {
  host: string;
  port: number;
  onGrpc: (stream: ServerHttp2Stream, headers: IncomingHttpHeaders) => void;
  onHttp: (req: IncomingMessage, res: ServerResponse) => void;
}): Promise<FrontDoor> {
  const http2 = createHttp2Server();
  http2.on('stream', options.onGrpc);
  // Streams (Listen, long polls) stay open for as long as the clients want.
  http2.setTimeout(0);
  const http1 = createHttpServer(options.onHttp);
  http1.requestTimeout = 0;
  http1.keepAliveTimeout = 65_000;

  const sockets = new Set<Socket>();
  const front = createNetServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    let head = Buffer.alloc(0);
    const sniff = () => {
      let chunk: Buffer | null;
      while ((chunk = socket.read() as Buffer | null) !== null) head = Buffer.concat([head, chunk]);
      const compared = Math.min(head.length, PREFACE.length);
      const isHttp2 = head.subarray(0, compared).equals(PREFACE.subarray(0, compared));
      // "PRI" against "POST"/"PUT"/"PATCH": three bytes decide, unless the bytes so far are a prefix of the preface.
      if (isHttp2 && head.length < PREFACE.length) return;
      socket.off('readable', sniff);
      socket.unshift(head);
      (isHttp2 ? http2 : http1).emit('connection', socket);
    };
    socket.on('readable', sniff);
  });

  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(options.port, options.host, () => {
      front.off('error', reject);
      resolve();
    });
  });

  return {
    port: (front.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        front.close(() => resolve());
        http1.closeAllConnections();
        for (const socket of sockets) socket.destroy();
        http2.close();
      }),
  };
}
