import { describe, expect, it, vi } from 'vitest';
import { fetchClientConfig } from './firebase';

const respond = (body: unknown, status = 200) =>
  vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

describe('fetchClientConfig', () => {
  it('reads the project id and the emulators from GET /api/client-config', async () => {
    const fetch = respond({ projectId: 'demo-ssb', authEmulatorUrl: 'http://127.0.0.1:9099', firestoreEmulatorHost: '127.0.0.1:8080' });
    await expect(fetchClientConfig(fetch)).resolves.toEqual({
      projectId: 'demo-ssb',
      authEmulatorUrl: 'http://127.0.0.1:9099',
      firestoreEmulatorHost: '127.0.0.1:8080',
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/client-config');
  });

  it('accepts null emulators', async () => {
    await expect(fetchClientConfig(respond({ projectId: 'demo-ssb', authEmulatorUrl: null, firestoreEmulatorHost: null }))).resolves.toEqual({
      projectId: 'demo-ssb',
      authEmulatorUrl: null,
      firestoreEmulatorHost: null,
    });
  });

  it('fails loudly on an unexpected body or a failing answer', async () => {
    await expect(fetchClientConfig(respond({ projectId: '', authEmulatorUrl: 'not a url' }))).rejects.toThrow(/unexpected body/);
    await expect(fetchClientConfig(respond({ error: 'down' }, 503))).rejects.toThrow(/HTTP 503/);
  });
});
