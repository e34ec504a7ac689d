import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, errorMessageOf, routePath, withQuery } from './api-client';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function clientWith(response: Response, token: string | null = null) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  const client = createApiClient({ fetch, getIdToken: async () => token });
  const sent = () => {
    const [url, init] = fetch.mock.calls[0] ?? [];
    return { url, init, headers: new Headers(init?.headers) };
  };
  return { client, fetch, sent };
}

describe('api client', () => {
  it('sends requests to /api{path} and parses the JSON answer', async () => {
    const { client, sent } = clientWith(jsonResponse({ schools: [] }));

    await expect(client.get(routePath('GET /schools'))).resolves.toEqual({ schools: [] });
    expect(sent().url).toBe('/api/schools');
    expect(sent().init?.method).toBe('GET');
    expect(sent().init?.body).toBeUndefined();
  });

  it('sends a body as JSON', async () => {
    const { client, sent } = clientWith(jsonResponse({ school: { id: 's1' } }, 201));

    await client.post(routePath('POST /schools'), { name: 'Maple Elementary', fullAddress: '1 Main St' });
    expect(sent().init?.method).toBe('POST');
    expect(sent().headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(sent().init?.body))).toEqual({ name: 'Maple Elementary', fullAddress: '1 Main St' });
  });

  it('sends a file as its own bytes with its own type (a product’s photo)', async () => {
    const { client, sent } = clientWith(jsonResponse({ product: { id: 'p1' } }));
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'crayons.png', { type: 'image/png' });

    await client.put(routePath('PUT /products/{id}/photo', { id: 'p1' }), photo);
    expect(sent().url).toBe('/api/products/p1/photo');
    expect(sent().headers.get('Content-Type')).toBe('image/png');
    expect(sent().init?.body).toBe(photo);
  });

  it('put sends PUT, delete DELETE, each with its body', async () => {
    const put = clientWith(jsonResponse({}));
    await put.client.put(routePath('PUT /supply-lists/{id}', { id: 'l1' }), { note: 'x' });
    expect([put.sent().url, put.sent().init?.method, put.sent().init?.body]).toEqual(['/api/supply-lists/l1', 'PUT', '{"note":"x"}']);
    const remove = clientWith(jsonResponse({}));
    await remove.client.delete(routePath('DELETE /supply-lists/{id}/products', { id: 'l1' }), { productIds: ['p1'] });
    expect([remove.sent().url, remove.sent().init?.method]).toEqual(['/api/supply-lists/l1/products', 'DELETE']);
  });

  it('attaches the signed-in user ID token as a bearer authorization header', async () => {
    const { client, sent } = clientWith(jsonResponse({ user: {} }), 'id-token-123');

    await client.get(routePath('GET /users/profile'));
    expect(sent().headers.get('Authorization')).toBe('Bearer id-token-123');
  });

  it('sends no authorization header when nobody is signed in', async () => {
    const { client, sent } = clientWith(jsonResponse({}), null);

    await client.get(routePath('GET /health'));
    expect(sent().headers.has('Authorization')).toBe(false);
  });

  it("throws an ApiError with the body's error field as its message", async () => {
    const { client } = clientWith(jsonResponse({ error: 'Cannot delete lists with orders' }, 409));

    const error = await client.delete(routePath('DELETE /supply-lists/{id}', { id: 'l1' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Cannot delete lists with orders', status: 409 });
  });

  it.each([
    ['a JSON body without an error field', jsonResponse({ message: 'nope' }, 500), 'HTTP 500'],
    ['an empty error field', jsonResponse({ error: '' }, 400), 'HTTP 400'],
    ['a non-string error field', jsonResponse({ error: { code: 1 } }, 422), 'HTTP 422'],
    ['a body that is not JSON', new Response('<html>Bad gateway</html>', { status: 502 }), 'HTTP 502'],
    ['an empty body', new Response(null, { status: 404 }), 'HTTP 404'],
  ])('falls back to HTTP {status} for %s', async (_what, response, message) => {
    const { client } = clientWith(response);
    const error = await client.get(routePath('GET /orders')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message, status: response.status });
  });

  it('answers null for an empty success body', async () => {
    const { client } = clientWith(new Response(null, { status: 204 }));
    await expect(client.delete(routePath('DELETE /products/{id}', { id: 'o1' }))).resolves.toBeNull();
  });
});

describe('errorMessageOf', () => {
  it("uses the error field, else 'HTTP {status}'", () => {
    expect(errorMessageOf({ error: 'Email and phone number are required' }, 400)).toBe('Email and phone number are required');
    expect(errorMessageOf(null, 503)).toBe('HTTP 503');
    expect(errorMessageOf('text', 500)).toBe('HTTP 500');
  });
});

describe('routePath', () => {
  it('fills in the route’s path parameters, each encoded, and appends its query’s defined, non-empty values', () => {
    expect(routePath('GET /schools/{id}/supply-lists', { id: 'a b/c' })).toBe('/schools/a%20b%2Fc/supply-lists');
    expect(routePath('DELETE /schools/{id}/invitations/{invitationId}', { id: 's1', invitationId: 'i1' })).toBe('/schools/s1/invitations/i1');
    expect(routePath('GET /orders/school/{id}', { id: 's1' }, { limit: 50, cursor: undefined })).toBe('/orders/school/s1?limit=50');
    expect(routePath('GET /health')).toBe('/health');
  });
});

describe('withQuery', () => {
  it('appends only the defined, non-empty parameters', () => {
    expect(withQuery('/supply-lists', { schoolId: 's1', published: true, name: '', extra: undefined })).toBe('/supply-lists?schoolId=s1&published=true');
    expect(withQuery('/products', {})).toBe('/products');
  });
});
