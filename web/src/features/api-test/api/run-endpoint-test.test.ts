import { describe, expect, it, vi } from 'vitest';
import { API_TEST_ENDPOINTS, runEndpointTest, type ApiTestEndpoint } from './run-endpoint-test';

const endpoint = (id: ApiTestEndpoint['id']) => API_TEST_ENDPOINTS.find((e) => e.id === id)!;

function deps(response: Response | Error, token: string | null = 'id-token') {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  let tick = 1000;
  return {
    fetch,
    getToken: vi.fn(async () => token),
    now: () => (tick += 42),
    clock: () => new Date('2025-08-01T09:00:00.000Z'),
  };
}

describe('API_TEST_ENDPOINTS (docs/product.md §7 API test page)', () => {
  it('are the five GET endpoints, /health public and the others with the bearer token', () => {
    expect(API_TEST_ENDPOINTS.map((e) => [e.path, e.needsToken])).toEqual([
      ['/health', false],
      ['/schools', true],
      ['/supplies', true],
      ['/orders', true],
      ['/users/profile', true],
    ]);
  });
});

describe('runEndpointTest', () => {
  it('sends the bearer token and reports success with the status, time, duration and body', async () => {
    const d = deps(new Response(JSON.stringify({ schools: [] }), { status: 200 }));
    const result = await runEndpointTest(endpoint('schools'), d);

    expect(d.fetch).toHaveBeenCalledOnce();
    const [url, init] = d.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/schools');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer id-token');
    expect(result).toMatchObject({
      success: true,
      status: 200,
      message: 'Get Schools - Success',
      durationMs: 42,
      body: { schools: [] },
    });
    expect(result.time.toISOString()).toBe('2025-08-01T09:00:00.000Z');
  });

  it('calls /health without a token', async () => {
    const d = deps(new Response(JSON.stringify({ status: 'ok' })), null);
    const result = await runEndpointTest(endpoint('health'), d);
    const [, init] = d.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
    expect(d.getToken).not.toHaveBeenCalled();
    expect(result.message).toBe('Health Check - Success');
  });

  it("reports '{description} - Failed' with the body of a failing response", async () => {
    const d = deps(new Response(JSON.stringify({ error: 'Forbidden' }), { status: 403 }));
    const result = await runEndpointTest(endpoint('orders'), d);
    expect(result).toMatchObject({ success: false, status: 403, message: 'Get Orders - Failed', body: { error: 'Forbidden' } });
  });

  it("reports '{description} - Error: {message}' when the request cannot be made", async () => {
    const d = deps(new TypeError('Failed to fetch'));
    const result = await runEndpointTest(endpoint('supplies'), d);
    expect(result).toMatchObject({ success: false, status: null, message: 'Get Supply Lists - Error: Failed to fetch', body: null });
  });

  it('reports the missing token without calling the endpoint', async () => {
    const d = deps(new Response('{}'), null);
    const result = await runEndpointTest(endpoint('profile'), d);
    expect(d.fetch).not.toHaveBeenCalled();
    expect(result.message).toBe('Get User Profile - Error: No authentication token available');
    expect(result.success).toBe(false);
  });

  it('keeps a body that is not JSON as text', async () => {
    const d = deps(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const result = await runEndpointTest(endpoint('health'), d);
    expect(result.body).toBe('<h1>Bad gateway</h1>');
  });
});
