import { Validator } from '@seriousme/openapi-schema-validator';
import { expect, test } from '@playwright/test';
import { apiRoutes, routeParts } from '@ssb/contract';
import { expectAnswer } from '../support/answers';
import { stack } from '../support/stack';

// The API's description of itself (docs/api.md, "Conventions that protect the data"), as a client fetches it.

test('GET /api/openapi.json is an OpenAPI 3.1 document that a validator accepts, with every route of the API', async () => {
  // As `curl` would: no sign-in, nothing but the address.
  const res = await fetch(`${stack.app}/api/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  const document = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { 'x-access': string }>> };

  const validator = new Validator();
  const result = await validator.validate(document);
  expect(result.errors ?? [], 'what the validator found wrong').toEqual([]);
  expect(result.valid).toBe(true);
  expect(validator.version).toBe('3.1');
  expect(document.openapi).toBe('3.1.0');

  for (const [key, route] of Object.entries(apiRoutes)) {
    const { method, path } = routeParts(key);
    expect(document.paths[path]?.[method.toLowerCase()]?.['x-access'], key).toBe(route.access);
  }
});

test('the description is public and kept at the edge as the catalogue is, and is its own route of the description', async ({ request }) => {
  const res = await request.get('/api/openapi.json');
  await expectAnswer('GET /openapi.json', res);
  expect(res.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  const redirected = await request.get('/api/openapi.json?v=2', { maxRedirects: 0 });
  expect(redirected.status()).toBe(308);
  await expectAnswer('GET /openapi.json', redirected);
});
