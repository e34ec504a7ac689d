import { expect, test } from '@playwright/test';
import { expectAnswer } from '../support/answers';

test('GET /api/health answers 200 through hosting', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  await expectAnswer('GET /health', res);
  expect(await res.json()).toMatchObject({ status: 'ok' });
});

test('an unknown API route answers 404 with an error message, not HTML', async ({ request }) => {
  const res = await request.get('/api/no-such-thing');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: expect.stringContaining('/api/no-such-thing') });
});

test('a guarded endpoint without a token answers 401', async ({ request }) => {
  const res = await request.get('/api/users/profile');
  expect(res.status()).toBe(401);
  await expectAnswer('GET /users/profile', res);
  expect((await res.json()).error).toBeTruthy();
});

test('a forged token answers 401', async ({ request }) => {
  const res = await request.get('/api/users/profile', { headers: { Authorization: 'Bearer not-a-real-token' } });
  expect(res.status()).toBe(401);
  expect((await res.json()).error).toBe('Invalid or expired sign-in token');
});

test('a malformed JSON body answers 400 without internals', async ({ request }) => {
  // The functions runtime parses JSON before the app runs, and answers this one itself.
  const res = await request.post('/api/orders/lookup', { headers: { 'Content-Type': 'application/json' }, data: '{"oops"' });
  expect(res.status()).toBe(400);
  expect(await res.text()).not.toMatch(/SyntaxError|node_modules|at JSON\.parse/);
});

test('the client config points the browser at the auth emulator', async ({ request }) => {
  const res = await request.get('/api/client-config');
  expect(res.status()).toBe(200);
  await expectAnswer('GET /client-config', res);
  expect(await res.json()).toMatchObject({ projectId: expect.stringMatching(/^demo-/), authEmulatorUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) });
});
