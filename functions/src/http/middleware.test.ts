import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serve } from '../test/serve';
import { authenticate, callerOf, type AuthDeps } from './authenticate';
import { errorHandler, forbidden, routeNotFound } from './errors';
import { validated } from './validate';

const deps: AuthDeps = {
  async verifyIdToken(token) {
    if (token === 'parent-token') return { uid: 'u-parent', email: 'p@example.com', email_verified: true };
    if (token === 'new-token') return { uid: 'u-new', email: 'n@example.com', email_verified: false };
    throw new Error('bad token');
  },
  async loadUser(uid) {
    if (uid !== 'u-parent') return null;
    return { type: 'USER', schoolId: null } as never;
  },
};

function testApp() {
  const app = express();
  app.use(express.json());
  app.post(
    '/items/:id',
    validated(
      {
        params: z.object({ id: z.string().regex(/^[a-z]+$/) }),
        body: z.object({ quantity: z.number().int().min(1) }),
        query: z.object({ dryRun: z.enum(['true', 'false']).default('false') }),
      },
      ({ params, body, query }, req, res) => {
        // The request carries the parsed values too, for middleware that runs later.
        expect(req.body).toEqual(body);
        res.json({ id: params.id, body, query });
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
  app.get('/boom', () => {
    throw new Error('secret internals');
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
const post = (path: string, body: unknown) =>
  call(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

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

  it('when the body is not JSON, then 400 says so', async () => {
    const res = await call('/items/abc', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"quantity":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Request body is not valid JSON' });
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
