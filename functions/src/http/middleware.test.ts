import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { serve } from '../test/serve';
import { authenticate, callerOf, type AuthDeps } from './authenticate';
import { CATALOGUE_CACHE_CONTROL, edgeCached, usedQuery } from './edge-cache';
import { errorHandler, forbidden, notFound, routeNotFound } from './errors';
import { API_TEXTS } from '../texts';
import { BODY_LIMIT_BYTES, jsonBody } from './json-body';
import { requestLanguage } from './language';
import { validated } from './validate';

const bodyMessages = API_TEXTS.body;

/** Tokens whose sessions were revoked: as in production, they verify unless revocation is checked. */
const REVOKED = new Set(['revoked-rep-token', 'revoked-parent-token']);
const revocationChecks: string[] = [];

const deps: AuthDeps = {
  async verifyIdToken(token, checkRevoked) {
    if (checkRevoked) revocationChecks.push(token);
    if (checkRevoked && REVOKED.has(token)) throw Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' });
    if (token === 'parent-token' || token === 'revoked-parent-token') return { uid: 'u-parent', email: 'p@example.com', email_verified: true };
    if (token === 'new-token') return { uid: 'u-new', email: 'n@example.com', email_verified: false };
    if (token === 'rep-token' || token === 'revoked-rep-token') return { uid: 'u-rep', email: 'r@example.com', email_verified: true };
    if (token === 'admin-token') return { uid: 'u-admin', email: 'a@example.com', email_verified: true };
    throw new Error('bad token');
  },
  async loadUser(uid) {
    if (uid === 'u-parent') return { type: 'USER', schoolId: null, email: 'p@example.com', emailVerified: true } as never;
    if (uid === 'u-rep') return { type: 'USER', schoolId: 'school-1', email: 'r@example.com', emailVerified: true } as never;
    if (uid === 'u-admin') return { type: 'ADMIN', schoolId: null, email: 'a@example.com', emailVerified: true } as never;
    return null;
  },
  async recordEmail() {},
};

function testApp() {
  const app = express();
  app.use(requestLanguage());
  // What the functions runtime does before our app runs: it reads and parses any body, keeping the bytes.
  app.use('/runtime', express.raw({ type: () => true, limit: '32mb', verify: (req, _res, buf) => Object.assign(req, { rawBody: buf }) }));
  app.use(jsonBody());
  app.post('/runtime/echo', (req, res) => {
    res.json({ body: req.body });
  });
  app.post(
    '/items/:id',
    validated(
      {
        params: z.object({ id: z.string().check(z.regex(/^[a-z]+$/)) }),
        body: z.object({ quantity: z.number().check(z.int(), z.minimum(1)) }),
        query: z.object({ dryRun: z._default(z.enum(['true', 'false']), 'false') }),
      },
      ({ params, body, query }, req, res) => {
        // The request carries the parsed values too, for middleware that runs later.
        expect(req.body).toEqual(body);
        res.json({ id: params.id, body, query });
      },
    ),
  );
  app.get(
    '/keyed',
    validated(
      { headers: z.object({ 'x-key': z.optional(z.string().check(z.regex(/^[a-z]+$/, 'X-Key must be lower-case letters'))) }) },
      ({ headers }, _req, res) => {
        res.json(headers);
      },
    ),
  );
  app.get('/me', authenticate(deps), (req, res) => {
    const caller = callerOf(req);
    res.json({ uid: caller.uid, role: caller.role, emailVerified: caller.emailVerified });
  });
  app.get('/forbidden', () => {
    throw forbidden();
  });
  app.get('/forbidden-later', async () => {
    await new Promise((done) => setTimeout(done, 20));
    throw forbidden();
  });
  app.get('/boom', () => {
    throw new Error('secret internals');
  });
  app.get('/catalogue', edgeCached(['q']), (req, res) => {
    res.json({ schools: [], q: req.query.q ?? null });
  });
  app.get('/catalogue-missing', edgeCached(), () => {
    throw notFound('No such school');
  });
  app.get('/catalogue-boom', edgeCached(), () => {
    throw new Error('the database is down');
  });
  app.use(routeNotFound);
  app.use(errorHandler);
  return app;
}

let server: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  server = await serve(testApp());
});
afterAll(() => server.close());

const call = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
const post = (path: string, body: unknown) => call(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('validated', () => {
  it('when body, query and params are valid, then the handler sees the parsed values', async () => {
    const res = await post('/items/abc', { quantity: 2, extra: 'dropped' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'abc', body: { quantity: 2 }, query: { dryRun: 'false' } });
  });

  it('when the body is invalid, then 400 names the field', async () => {
    const res = await post('/items/abc', { quantity: 0 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^quantity: /);
  });

  it('when a path parameter is invalid, then 400 names it', async () => {
    const res = await post('/items/ABC', { quantity: 1 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^id: /);
  });

  it('when a header is valid, then the handler sees it; other headers are left out', async () => {
    const res = await call('/keyed', { headers: { 'X-Key': 'abc', 'X-Other': 'x' } });
    expect(await res.json()).toEqual({ 'x-key': 'abc' });
  });

  it('when a header is invalid, then 400 says its schema’s message, which names the header', async () => {
    const res = await call('/keyed', { headers: { 'X-Key': 'ABC' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'X-Key must be lower-case letters' });
  });

  it('when the body is not JSON, then 400 says so', async () => {
    const res = await call('/items/abc', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"quantity":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: bodyMessages.malformed });
  });
});

describe('jsonBody', () => {
  const send = (path: string, body: string, type = 'application/json') => call(path, { method: 'POST', headers: { 'Content-Type': type }, body });

  for (const prefix of ['', '/runtime']) {
    const where = prefix ? 'after the functions runtime read the body' : 'when nothing read the body before';
    it(`${where}: when the body is form-encoded or text, then 415 with an error field`, async () => {
      for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
        const res = await send(`${prefix}/items/abc`, 'quantity=2', type);
        expect(res.status).toBe(415);
        expect(await res.json()).toEqual({ error: bodyMessages.notJson });
      }
    });

    it(`${where}: when the body is over the limit, then 413 with an error field`, async () => {
      const res = await send(`${prefix}/items/abc`, JSON.stringify({ quantity: 1, padding: 'x'.repeat(BODY_LIMIT_BYTES) }));
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: bodyMessages.tooLarge({ kb: 64 }) });
    });

    it(`${where}: when the JSON is not an object, then 400 with an error field`, async () => {
      for (const body of ['[]', '123', 'null', '"text"']) {
        const res = await send(`${prefix}/items/abc`, body);
        expect(res.status, body).toBe(400);
        expect(await res.json()).toEqual({ error: bodyMessages.notObject });
      }
    });

    it(`${where}: when the JSON is malformed, then 400 with an error field`, async () => {
      const res = await send(`${prefix}/items/abc`, '{"quantity":');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: bodyMessages.malformed });
    });
  }

  it('when the runtime parsed a JSON object, then the handler sees it', async () => {
    const res = await send('/runtime/echo', '{"a":1}');
    expect(await res.json()).toEqual({ body: { a: 1 } });
  });
});

describe('authenticate', () => {
  it('when no token is sent, then 401', async () => {
    const res = await call('/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Authentication required' });
  });

  it('when the token does not verify, then 401', async () => {
    const res = await call('/me', { headers: { Authorization: 'Bearer forged' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Invalid or expired sign-in token' });
  });

  it('when the token verifies, then the caller carries the role of the stored profile', async () => {
    const res = await call('/me', { headers: { Authorization: 'Bearer parent-token' } });
    expect(await res.json()).toEqual({ uid: 'u-parent', role: 'parent', emailVerified: true });
  });

  it('when the account has no profile yet, then the caller has no role', async () => {
    const res = await call('/me', { headers: { Authorization: 'Bearer new-token' } });
    expect(await res.json()).toEqual({ uid: 'u-new', role: null, emailVerified: false });
  });

  it('when a representative’s or an administrator’s token is current, then it is checked for revocation once, and passes', async () => {
    revocationChecks.length = 0;
    for (const [token, role] of [
      ['rep-token', 'rep'],
      ['admin-token', 'admin'],
    ]) {
      const res = await call('/me', { headers: { Authorization: `Bearer ${token}` } });
      expect((await res.json()) as object).toMatchObject({ role });
    }
    expect(revocationChecks).toEqual(['rep-token', 'admin-token']);
  });

  it('when a staff member’s sessions were revoked, then the token is refused at once (production verifies it otherwise, for up to an hour)', async () => {
    const res = await call('/me', { headers: { Authorization: 'Bearer revoked-rep-token' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Your session has ended. Please sign in again.' });
  });

  it('when a family’s token is used, then no revocation lookup is made: it opens only its own data', async () => {
    revocationChecks.length = 0;
    for (const token of ['parent-token', 'revoked-parent-token', 'new-token']) {
      expect((await call('/me', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    }
    expect(revocationChecks).toEqual([]);
  });
});

describe('errors', () => {
  it('when a handler throws an HttpError, then its status and message are sent', async () => {
    const res = await call('/forbidden');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'You do not have permission to do this' });
  });

  it('when a handler fails unexpectedly, then 500 without internals', async () => {
    const res = await call('/boom');
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain('secret internals');
  });

  it('when no route matches, then 404 with an error field', async () => {
    const res = await call('/nowhere');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No route for GET /nowhere' });
  });
});

describe('requestLanguage', () => {
  const inSpanish = { 'Accept-Language': 'es-US,es;q=0.9,en;q=0.8' };

  it('when the request asks for Spanish, then its error is in Spanish, says so and varies by Accept-Language', async () => {
    const res = await call('/forbidden', { headers: inSpanish });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'No tiene permiso para hacer esto' });
    expect(res.headers.get('content-language')).toBe('es');
    expect(res.headers.get('vary')).toMatch(/Accept-Language/i);
  });

  it('when the request asks for no language the product speaks, then English', async () => {
    const res = await call('/forbidden', { headers: { 'Accept-Language': 'fr-FR' } });
    expect(await res.json()).toEqual({ error: 'You do not have permission to do this' });
    expect(res.headers.get('content-language')).toBe('en');
  });

  it('when the body is refused before any route, then in Spanish too', async () => {
    const res = await call('/items/abc', { method: 'POST', headers: { ...inSpanish, 'Content-Type': 'application/json' }, body: '{"quantity":' });
    expect(await res.json()).toEqual({ error: 'El cuerpo de la solicitud no es JSON válido' });
  });

  it('when zod refuses a value with its own message, then that message is in Spanish, after the field', async () => {
    const res = await call('/items/abc', { method: 'POST', headers: { ...inSpanish, 'Content-Type': 'application/json' }, body: '{"quantity":"two"}' });
    const { error } = (await res.json()) as { error: string };
    expect(error).toMatch(/^quantity: Entrada inválida: se esperaba número/);
  });

  it('when requests in both languages are answered at once, then each keeps its own', async () => {
    const answers = await Promise.all(
      ['es', 'en', 'es', 'en'].map(
        async (language) => ((await (await call('/forbidden-later', { headers: { 'Accept-Language': language } })).json()) as { error: string }).error,
      ),
    );
    expect(answers).toEqual([
      'No tiene permiso para hacer esto',
      'You do not have permission to do this',
      'No tiene permiso para hacer esto',
      'You do not have permission to do this',
    ]);
  });

  it('when an answer carries data only, then it names no language', async () => {
    const res = await post('/items/abc', { quantity: 2 });
    expect(res.headers.get('content-language')).toBeNull();
    expect(res.headers.get('vary') ?? '').not.toMatch(/Accept-Language/i);
  });
});

describe('edgeCached', () => {
  it('lets the edge keep an anonymous answer a minute (never the browser), keyed on the sign-in and not on the language', async () => {
    const res = await call('/catalogue', { headers: { 'Accept-Language': 'es' } });
    expect(res.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    expect(CATALOGUE_CACHE_CONTROL).toMatch(/(^|, )public(,|$)/);
    expect(CATALOGUE_CACHE_CONTROL).toMatch(/(^|, )max-age=0(,|$)/);
    expect(CATALOGUE_CACHE_CONTROL).toMatch(/(^|, )s-maxage=60(,|$)/);
    expect(res.headers.get('vary')).toMatch(/Authorization/);
    expect(res.headers.get('vary')).not.toMatch(/Accept-Language/);
    expect(res.headers.get('content-language')).toBeNull();
  });

  it('keeps a signed-in caller’s answer out of every cache, and an unexpected failure too', async () => {
    expect((await call('/catalogue', { headers: { Authorization: 'Bearer parent-token' } })).headers.get('cache-control')).toBe('private, no-store');
    const failed = await call('/catalogue-boom');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps no error, which speaks the request’s language', async () => {
    const missing = await call('/catalogue-missing', { headers: { 'Accept-Language': 'es' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('vary')).toMatch(/Accept-Language/);
  });

  it('sends an anonymous request with parameters its answer does not use to the address without them, cacheably', async () => {
    for (const [path, location] of [
      ['/catalogue?x=1', '/catalogue'],
      ['/catalogue?q=lin&x=1&q=coln&&', '/catalogue?q=lin&q=coln'],
      ['/catalogue?%71=lin&utm_source=mail', '/catalogue?%71=lin'],
      ['/catalogue?limit=5', '/catalogue'],
      ['/catalogue?%E0%A4%A=1', '/catalogue'],
    ]) {
      const res = await call(path!, { redirect: 'manual' });
      expect(res.status, path).toBe(308);
      expect(res.headers.get('location'), path).toBe(location);
      expect(res.headers.get('cache-control'), path).toBe(CATALOGUE_CACHE_CONTROL);
    }
    for (const path of ['/catalogue', '/catalogue?q=lincoln', '/catalogue?q=lincoln%20elementary', '/catalogue?q=a+b']) {
      expect((await call(path, { redirect: 'manual' })).status, path).toBe(200);
    }
    // A signed-in answer is kept by no cache: what it is asked with splits none.
    expect((await call('/catalogue?x=1', { headers: { Authorization: 'Bearer parent-token' }, redirect: 'manual' })).status).toBe(200);
  });
});

describe('usedQuery', () => {
  it('when every parameter is used, then null; otherwise the used ones as sent, in their order', () => {
    expect(usedQuery('/a', ['q'])).toBeNull();
    expect(usedQuery('/a?q=1&limit=2', ['q', 'limit'])).toBeNull();
    expect(usedQuery('/a?limit=2&q=%20x', ['q', 'limit'])).toBeNull();
    expect(usedQuery('/a?q=1&b=2&limit=3', ['q', 'limit'])).toBe('q=1&limit=3');
    expect(usedQuery('/a?b=2', ['q'])).toBe('');
    expect(usedQuery('/a?', ['q'])).toBe('');
    expect(usedQuery('/a?q', ['q'])).toBeNull();
    expect(usedQuery('/a?q&', ['q'])).toBe('q');
    expect(usedQuery('/a?my+q=1', ['my q'])).toBeNull();
  });
});
