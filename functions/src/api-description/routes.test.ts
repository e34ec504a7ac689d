import { describe, expect, it } from 'vitest';
import { apiRoutes, type ApiRoute } from '@ssb/contract';
import { createApp } from '../app';
import type { Schemas } from '../http/validate';

// The route table of the contract against the routes the Express app serves: a route the
// description lacks, or one it describes that nobody serves, fails here; so does a route that
// parses with other schemas than the table names, or is guarded otherwise than it says.

interface Layer {
  name: string;
  method?: string;
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
  handle: { stack?: Layer[]; schemas?: Schemas };
}

/** One way into a route: the middleware it passes (by name) and the schemas its handler parses with. */
interface Door {
  middleware: string[];
  schemas: Schemas | undefined;
}

/** Express's `/:id` as OpenAPI writes it, `/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');

/** Every route the app serves under /api, keyed as the table is (`GET /schools/{id}`), with its doors. */
function servedRoutes(): Map<string, Door[]> {
  const routes = new Map<string, Door[]>();
  const walk = (stack: Layer[], prefix: string, inherited: string[]) => {
    // Middleware a router uses (`router.use(authenticate())`) guards the routes after it.
    const guards = [...inherited];
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          const handlers = layer.route.stack.filter((l) => l.method === undefined || l.method === method);
          const key = `${method.toUpperCase()} ${openApiPath(`${prefix}${layer.route.path}`).replace(/^\/api\//, '/')}`;
          const door = { middleware: [...guards, ...handlers.map((l) => l.name)], schemas: handlers.find((l) => l.handle.schemas)?.handle.schemas };
          routes.set(key, [...(routes.get(key) ?? []), door]);
        }
      } else if (layer.handle.stack) {
        walk(layer.handle.stack, layer.rawPath === '/' ? prefix : `${prefix}${layer.rawPath}`, guards);
      } else {
        guards.push(layer.name);
      }
    }
  };
  walk((createApp() as unknown as { router: { stack: Layer[] } }).router.stack, '', []);
  return routes;
}

const served = servedRoutes();
const described = new Map(Object.entries(apiRoutes) as [string, ApiRoute][]);

describe('the API description (contract/src/api/routes.ts)', () => {
  it('describes every route the app serves', () => {
    expect([...served.keys()].filter((key) => !described.has(key))).toEqual([]);
  });

  it('describes no route the app does not serve', () => {
    expect([...described.keys()].filter((key) => !served.has(key))).toEqual([]);
  });

  it('names the very schemas each route parses its path, query, body and headers with', () => {
    for (const [key, doors] of served) {
      const route = described.get(key);
      if (!route) continue;
      for (const door of doors) {
        for (const part of ['params', 'query', 'body', 'headers'] as const) {
          // Compared by identity: a printed schema says little.
          expect(door.schemas?.[part] === route[part], `${key}: the ${part} schema is the one the route parses with`).toBe(true);
        }
      }
    }
  });

  it('says who may call each route as its guards do', () => {
    for (const [key, doors] of served) {
      const route = described.get(key);
      if (!route) continue;
      const every = (name: string) => doors.every((door) => door.middleware.includes(name));
      const some = (name: string) => doors.some((door) => door.middleware.includes(name));
      // A public route may have a door for the signed in (POST /orders/checkout with a `userId`).
      expect(route.access === 'public', `${key}: public`).toBe(!every('authenticated'));
      expect(route.readsSignIn === true, `${key}: reads a sign-in when sent`).toBe(some('identified') || (!every('authenticated') && some('authenticated')));
      expect(route.access === 'admin', `${key}: administrators only`).toBe(every('adminsOnly'));
    }
  });

  it('lists 429 for the rate-limited routes and 308 for those the edge keeps', () => {
    for (const [key, doors] of served) {
      const route = described.get(key);
      if (!route) continue;
      const some = (name: string) => doors.some((door) => door.middleware.includes(name));
      expect(route.errors?.includes(429) === true, `${key}: 429`).toBe(some('rateLimit'));
      expect(308 in route.answers, `${key}: 308`).toBe(some('edgeCache'));
    }
  });
});
