import { currentLocale, type AnswerOf, type ApiRouteKey, type ApiRouteKeyOf, type BodyOf, type PathParamsOf } from '@ssb/contract';
import { getCurrentIdToken } from './id-token';

/** A failing API response. `message` is what the spec says to show (docs/product.md §7). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The body's `error` field when it is a non-empty string, else `HTTP {status}`. */
export function errorMessageOf(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body;
    if (typeof error === 'string' && error.trim()) return error;
  }
  return `HTTP ${status}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiClientOptions {
  /** Prefix of every path; the API is served on the app's own origin under /api. */
  baseUrl?: string;
  /** The bearer token to send, or null to send none. */
  getIdToken?: () => Promise<string | null>;
  fetch?: typeof fetch;
}

interface RequestOptions {
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

/**
 * An address of route `K` of the API's description (contract/src/api/routes.ts), as `routePath`
 * makes it: a plain string at run time, which carries its route for the types.
 */
export type RoutePath<K extends ApiRouteKey> = string & { readonly route: K };

type Query = Record<string, string | number | boolean | null | undefined>;

/** A route with path parameters needs them; one without takes none. */
type RouteArguments<K extends ApiRouteKey> = keyof PathParamsOf<K> extends never
  ? [params?: PathParamsOf<K>, query?: Query]
  : [params: PathParamsOf<K>, query?: Query];

/** Route `key`'s address: its path with each parameter filled in and encoded, then the query's defined, non-empty values. */
export function routePath<K extends ApiRouteKey>(key: K, ...[params, query = {}]: RouteArguments<K>): RoutePath<K> {
  const values: Record<string, unknown> = params ?? {};
  const path = key.slice(key.indexOf(' ') + 1).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
  return withQuery(path, query) as RoutePath<K>;
}

/**
 * A call answers what its route is described to answer: the type of the route's response schema
 * (`AnswerOf`), which the API tests hold every answer to; the body is typed by its request schema.
 */
export interface ApiClient {
  get<K extends ApiRouteKeyOf<'GET'>>(path: RoutePath<K>): Promise<AnswerOf<K>>;
  post<K extends ApiRouteKeyOf<'POST'>>(path: RoutePath<K>, body?: BodyOf<K>, options?: RequestOptions): Promise<AnswerOf<K>>;
  put<K extends ApiRouteKeyOf<'PUT'>>(path: RoutePath<K>, body?: BodyOf<K>, options?: RequestOptions): Promise<AnswerOf<K>>;
  delete<K extends ApiRouteKeyOf<'DELETE'>>(path: RoutePath<K>, body?: BodyOf<K>, options?: RequestOptions): Promise<AnswerOf<K>>;
}

export function createApiClient({
  baseUrl = '/api',
  getIdToken = async () => null,
  fetch: fetchImpl = (...args) => fetch(...args),
}: ApiClientOptions = {}): ApiClient {
  async function request(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<unknown> {
    // The API writes the messages a person reads in the page's language, not the browser's.
    const headers = new Headers({ ...options.headers, Accept: 'application/json', 'Accept-Language': currentLocale() });
    // A file (a product's photo) goes as its own bytes, typed as it is: the API judges that type.
    const file = body instanceof Blob ? body : null;
    if (body !== undefined) headers.set('Content-Type', file ? file.type : 'application/json');
    const token = await getIdToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    const response = await fetchImpl(`${baseUrl}${path}`, {
      method,
      headers,
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const data = await readBody(response);
    if (!response.ok) throw new ApiError(errorMessageOf(data, response.status), response.status, data);
    return data;
  }

  // The one place an answer gets its type: its route's (`ApiClient`), by the address `routePath` made.
  const described = request as (method: Method, path: string, body?: unknown, options?: RequestOptions) => Promise<never>;
  return {
    get: (path) => described('GET', path),
    post: (path, body, options) => described('POST', path, body, options),
    put: (path, body, options) => described('PUT', path, body, options),
    delete: (path, body, options) => described('DELETE', path, body, options),
  };
}

/** Appends the defined, non-empty values of `params` as a query string. */
export function withQuery(path: string, params: Record<string, string | number | boolean | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The app's API client: JSON to and from `/api`, with the signed-in user's ID token. */
export const api = createApiClient({ getIdToken: getCurrentIdToken });
