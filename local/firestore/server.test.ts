import { connect } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFirestore } from './server';

// One port, every protocol: HTTP/1.1 (REST, WebChannel, emulator endpoints, CORS) and
// HTTP/2 (gRPC). The Firestore behaviour itself is specified by tests/firestore-conformance.

let server: LocalFirestore;
let base: string;
beforeAll(async () => {
  server = await LocalFirestore.start({
    port: 0,
    rules:
      "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n    match /open/{id} { allow read, write: if true; }\n  }\n}\n",
  });
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server.stop());

const commit = (authorization: string | undefined, path: string) =>
  fetch(`${base}/v1/projects/p/databases/(default)/documents:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', ...(authorization ? { Authorization: authorization } : {}) },
    body: JSON.stringify({ writes: [{ update: { name: `projects/p/databases/(default)/documents/${path}`, fields: { n: { integerValue: '1' } } } }] }),
  });

describe('the local Firestore on one port', () => {
  it('answers GET / like the official emulator, naming itself', async () => {
    const response = await fetch(`${base}/`);
    expect(await response.text()).toBe('Ok');
    expect(response.headers.get('server')).toBe('school-supply-box-local-firestore');
  });

  it('answers CORS preflights from another origin, with credentials', async () => {
    const response = await fetch(`${base}/v1/projects/p/databases/(default)/documents:runQuery`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5000');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
  });

  it('judges REST commits by the rules, and lets the owner through', async () => {
    expect((await commit(undefined, 'open/a')).status).toBe(200);
    const denied = await commit(undefined, 'closed/a');
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ error: { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' } });
    expect((await commit('Bearer owner', 'closed/a')).status).toBe(200);
  });

  it('answers a WebChannel request for an unknown session with 400 Unknown SID', async () => {
    const response = await fetch(`${base}/google.firestore.v1.Firestore/Listen/channel?VER=8&SID=nope&RID=2&AID=0`, { method: 'POST', body: 'count=0' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Unknown SID');
  });

  it('speaks gRPC over HTTP/2 on the same port (an unknown method is UNIMPLEMENTED)', async () => {
    const session = connect(base);
    try {
      const trailers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const stream = session.request({
          ':method': 'POST',
          ':path': '/google.firestore.v1.Firestore/Nope',
          'content-type': 'application/grpc',
          te: 'trailers',
        });
        stream.on('trailers', (headers) => resolve(headers));
        stream.on('error', reject);
        stream.resume();
        stream.end();
      });
      expect(trailers['grpc-status']).toBe('12');
    } finally {
      session.close();
    }
  });
});
