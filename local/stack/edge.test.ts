import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge } from './edge';

let seen: { headers: IncomingHttpHeaders; body: string }[] = [];
const upstream = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    seen.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
    res.writeHead(201, { 'X-Upstream': 'yes' }).end('answered');
  });
});
let edgePort = 0;
let edge: Awaited<ReturnType<typeof startEdge>>;

beforeAll(async () => {
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  const probe = createServer();
  edgePort = await new Promise<number>((done) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    }),
  );
  edge = await startEdge({ port: edgePort, target: (upstream.address() as AddressInfo).port });
});
afterAll(async () => {
  await edge.close();
  upstream.close();
});

function send(options: { localAddress: string; headers?: Record<string, string>; chunks?: string[] }) {
  return new Promise<{ status: number; body: string; header: string | undefined }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: edgePort, method: 'POST', path: '/api/x', localAddress: options.localAddress, headers: options.headers },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, header: res.headers['x-upstream'] as string | undefined }));
      },
    );
    req.on('error', reject);
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end();
  });
}

describe('the local edge', () => {
  it('when a client connects, then its address is appended to X-Forwarded-For after whatever it wrote', async () => {
    seen = [];
    await send({ localAddress: '127.0.0.7' });
    await send({ localAddress: '127.0.0.8', headers: { 'X-Forwarded-For': '6.6.6.6' } });
    expect(seen.map((s) => s.headers['x-forwarded-for'])).toEqual(['127.0.0.7', '6.6.6.6, 127.0.0.8']);
  });

  it('when the body is chunked, then it is forwarded whole with its length, and the answer comes back as it was', async () => {
    seen = [];
    const answer = await send({ localAddress: '127.0.0.9', headers: { 'Content-Type': 'application/json' }, chunks: ['{"a":', '1}'] });
    expect(answer).toEqual({ status: 201, body: 'answered', header: 'yes' });
    expect(seen[0]).toMatchObject({ body: '{"a":1}', headers: { 'content-length': '7' } });
    expect(seen[0]!.headers['transfer-encoding']).toBeUndefined();
  });
});
