import { expect, type APIResponse } from '@playwright/test';
import { z } from 'zod/mini';
import { apiRoutes, ErrorResponse, errorStatuses, routeParts, type ApiRoute, type ApiRouteKey } from '@ssb/contract';

// The API's answers held to its description (contract/src/api/routes.ts): a status the route
// documents, and a body that is exactly what that status's schema says, nothing missing and
// nothing more (the web app reads answers through these schemas, which would drop an undescribed
// field without a word).

const routes = Object.entries(apiRoutes) as [ApiRouteKey, ApiRoute][];

const fixedSegments = (path: string) => path.split('/').filter((segment) => segment && !segment.startsWith('{')).length;

const patternOf = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);

/**
 * The route that serves `method path` (a query string aside), as Express picks it: a fixed
 * segment wins over a parameter (`/orders/export` before `/orders/{id}`); undefined when none does.
 */
export function routeServing(method: string, path: string): ApiRouteKey | undefined {
  const bare = path.split('?')[0]!;
  const matching = routes.filter(([key]) => {
    const route = routeParts(key);
    return route.method === method.toUpperCase() && patternOf(route.path).test(bare);
  });
  matching.sort(([a], [b]) => fixedSegments(routeParts(b).path) - fixedSegments(routeParts(a).path));
  return matching[0]?.[0];
}

/** Fails unless `body` is what `schema` describes, and has no field the schema lacks. */
function expectDescribed(where: string, schema: z.ZodMiniType, body: unknown) {
  const parsed = z.safeParse(schema, body);
  expect(parsed.error?.issues ?? [], `${where}: the answer is not what its schema describes`).toEqual([]);
  expect(parsed.data, `${where}: the answer has fields its schema does not describe`).toEqual(body);
}

/** Checks a JSON (or empty) answer of `key` against the route's description. */
export function checkAnswer(key: ApiRouteKey, status: number, body: unknown) {
  const route: ApiRoute = apiRoutes[key];
  const where = `${key} answered ${status}`;
  const answer = route.answers[status as keyof ApiRoute['answers']];
  if (answer) {
    if (answer.kind === 'json') expectDescribed(where, answer.schema, body);
    else if (answer.kind === 'empty') expect(body, `${where}: an answer with no body`).toBeNull();
    return;
  }
  expect(errorStatuses(route), `${where}, a status its description does not list`).toContain(status);
  expectDescribed(where, route.errorBody ?? ErrorResponse, body);
}

/** Checks an answer `call()` got for `method path`; a path no route serves must be the API's 404. */
export function checkCalled(method: string, path: string, status: number, body: unknown) {
  const key = routeServing(method, path);
  if (key) checkAnswer(key, status, body);
  else expect({ status, body }, `${method} ${path} is served by no route of the API description`).toEqual({ status: 404, body: { error: expect.any(String) } });
}

const MEDIA_TYPES = { json: 'application/json', csv: 'text/csv', pdf: 'application/pdf', html: 'text/html', webp: 'image/webp' } as const;

/**
 * Checks a Playwright answer against route `key` of the description: its address is the route's,
 * its status one the route lists, its body that status's (JSON exactly as its schema says; a file
 * or a page of its media type). The test reads the body again for its own assertions.
 */
export async function expectAnswer(key: ApiRouteKey, res: APIResponse): Promise<void> {
  const { path } = routeParts(key);
  const served = new URL(res.url()).pathname.replace(/^\/api/, '');
  expect(patternOf(path).test(served), `${served} is an address of ${key}`).toBe(true);
  const route: ApiRoute = apiRoutes[key];
  const kind = route.answers[res.status() as keyof ApiRoute['answers']]?.kind ?? 'json';
  if (kind === 'redirect') {
    checkAnswer(key, res.status(), undefined);
    return;
  }
  if (kind === 'csv' || kind === 'pdf' || kind === 'html' || kind === 'webp') {
    expect(res.headers()['content-type'], `${key}: the media type`).toContain(MEDIA_TYPES[kind]);
    checkAnswer(key, res.status(), undefined);
    return;
  }
  const text = await res.text();
  if (text) expect(res.headers()['content-type'], `${key}: the media type`).toContain(MEDIA_TYPES.json);
  checkAnswer(key, res.status(), text ? JSON.parse(text) : null);
}
