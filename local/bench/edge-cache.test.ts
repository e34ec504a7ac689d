import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EdgeCache } from './edge-cache';

const answers: Record<string, { status: number; headers: Record<string, string> }> = {
  '/kept': { status: 200, headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60' } },
  '/by-language': { status: 200, headers: { 'Cache-Control': 'public, s-maxage=60', Vary: 'Accept-Language' } },
  '/moved': { status: 308, headers: { 'Cache-Control': 'public, s-maxage=60', Location: '/kept' } },
  '/private': { status: 200, headers: { 'Cache-Control': 'private, no-store' } },
  '/missing': { status: 404, headers: {} },
  '/missing-now': { status: 404, headers: { 'Cache-Control': 'no-store' } },
};
const server = createServer((req, res) => {
  const answer = answers[(req.url ?? '').split('?')[0]!] ?? { status: 500, headers: {} };
  res.writeHead(answer.status, answer.headers).end(`${req.url} ${req.headers['accept-language'] ?? ''}`);
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('EdgeCache', () => {
  it('keeps a public answer for its s-maxage, under its whole address', async () => {
    let now = 0;
    const edge = new EdgeCache(() => now);
    expect((await edge.get(`${base}/kept`)).fromCache).toBe(false);
    expect((await edge.get(`${base}/kept`, { 'Accept-Language': 'es' })).fromCache).toBe(true);
    expect((await edge.get(`${base}/kept?x=1`)).fromCache).toBe(false);
    now = 60_000;
    expect((await edge.get(`${base}/kept`)).fromCache).toBe(false);
    expect(edge.originRequests).toBe(3);
  });

  it('keys on the values of the request headers the answer varies on', async () => {
    const edge = new EdgeCache();
    await edge.get(`${base}/by-language`, { 'Accept-Language': 'es' });
    expect((await edge.get(`${base}/by-language`, { 'accept-language': 'es' })).fromCache).toBe(true);
    const other = await edge.get(`${base}/by-language`, { 'Accept-Language': 'es-MX' });
    expect([other.fromCache, other.body]).toEqual([false, '/by-language es-MX']);
  });

  it('follows a redirect as a browser does, each step through the cache', async () => {
    const edge = new EdgeCache();
    const first = await edge.get(`${base}/moved`);
    expect([first.status, first.body.split(' ')[0]]).toEqual([200, '/kept']);
    const again = await edge.get(`${base}/moved`);
    expect([again.fromCache, edge.originRequests]).toEqual([true, 2]);
  });

  it('keeps nothing private, and a 404 ten minutes unless it says otherwise', async () => {
    let now = 0;
    const edge = new EdgeCache(() => now);
    for (const path of ['/private', '/missing', '/missing-now']) await edge.get(`${base}${path}`);
    now = 599_000;
    const again = await Promise.all(['/private', '/missing', '/missing-now'].map(async (path) => (await edge.get(`${base}${path}`)).fromCache));
    expect(again).toEqual([false, true, false]);
  });
});
