import { currentLocale } from '@ssb/contract';
import { getCurrentIdToken } from './id-token';

/** A failing API response. `message` is what the spec says to show (spec §7). */
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

export interface ApiClient {
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

export function createApiClient({
  baseUrl = '/api',
  getIdToken = async () => null,
  fetch: fetchImpl = (...args) => fetch(...args),
}: ApiClientOptions = {}): ApiClient {
  async function request<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    // The API writes the messages a person reads in the page's language, not the browser's.
    const headers = new Headers({ ...options.headers, Accept: 'application/json', 'Accept-Language': currentLocale() });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const token = await getIdToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    const response = await fetchImpl(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = await readBody(response);
    if (!response.ok) throw new ApiError(errorMessageOf(data, response.status), response.status, data);
    // Callers parse the payload with the endpoint's zod schema where its shape matters.
    return data as T;
  }

  return {
    get: (path) => request('GET', path),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    delete: (path, body, options) => request('DELETE', path, body, options),
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
