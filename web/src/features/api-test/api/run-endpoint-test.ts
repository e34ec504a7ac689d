import { API_TEST_TEXTS } from '../texts';

const messages = API_TEST_TEXTS.messages;

export interface ApiTestEndpoint {
  id: 'health' | 'schools' | 'supplies' | 'orders' | 'profile';
  path: string;
  description: string;
  /** docs/product.md §7: /health is public; the others are sent the signed-in user's bearer token. */
  needsToken: boolean;
}

/** docs/product.md §7 API test page: the five GET endpoints. */
export const API_TEST_ENDPOINTS: readonly ApiTestEndpoint[] = [
  { id: 'health', path: '/health', description: API_TEST_TEXTS.endpoints.health, needsToken: false },
  { id: 'schools', path: '/schools', description: API_TEST_TEXTS.endpoints.schools, needsToken: true },
  { id: 'supplies', path: '/supplies', description: API_TEST_TEXTS.endpoints.supplies, needsToken: true },
  { id: 'orders', path: '/orders', description: API_TEST_TEXTS.endpoints.orders, needsToken: true },
  { id: 'profile', path: '/users/profile', description: API_TEST_TEXTS.endpoints.profile, needsToken: true },
];

export interface EndpointTestResult {
  /** Unique per run, for lists. */
  key: string;
  endpoint: ApiTestEndpoint;
  success: boolean;
  /** The HTTP status, or null when no response came back. */
  status: number | null;
  /** docs/product.md §8: '{description} - Success', '- Failed' or '- Error: {message}'. */
  message: string;
  /** When the call was made. */
  time: Date;
  durationMs: number;
  /** The response body (parsed JSON, else text), or null. */
  body: unknown;
}

export interface EndpointTestDeps {
  getToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  baseUrl?: string;
  /** A monotonic clock in ms, for the duration. */
  now?: () => number;
  /** The wall clock, for the time shown. */
  clock?: () => Date;
}

let runs = 0;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Calls one endpoint and describes what happened; never throws. */
export async function runEndpointTest(
  endpoint: ApiTestEndpoint,
  { getToken, fetch: fetchImpl = (...args) => fetch(...args), baseUrl = '/api', now = () => performance.now(), clock = () => new Date() }: EndpointTestDeps,
): Promise<EndpointTestResult> {
  const time = clock();
  const started = now();
  const base = { key: `${endpoint.id}-${++runs}`, endpoint, time };
  try {
    const headers = new Headers({ Accept: 'application/json' });
    if (endpoint.needsToken) {
      const token = await getToken();
      if (!token) throw new Error(messages.noToken);
      headers.set('Authorization', `Bearer ${token}`);
    }
    const response = await fetchImpl(`${baseUrl}${endpoint.path}`, { method: 'GET', headers });
    const body = await readBody(response);
    return {
      ...base,
      success: response.ok,
      status: response.status,
      message: response.ok ? messages.success(endpoint.description) : messages.failed(endpoint.description),
      durationMs: Math.round(now() - started),
      body,
    };
  } catch (error) {
    return {
      ...base,
      success: false,
      status: null,
      message: messages.error(endpoint.description, messageOf(error)),
      durationMs: Math.round(now() - started),
      body: null,
    };
  }
}
