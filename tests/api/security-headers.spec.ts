import { expect, test, type APIResponse } from '@playwright/test';
import { ports } from '../support/stack';

// What Hosting sends with every response (firebase.json's headers, which the hosting emulator
// applies): a page of the app cannot be framed, sniffed or cached across a deploy.

/** A Content-Security-Policy header as directive → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(res: APIResponse) {
  const headers = res.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(headers['permissions-policy']).toContain(`${feature}=()`);
  }
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  // The Firestore SDK's WebChannel tests the network with an image from www.google.com.
  expect(csp.get('img-src')).toEqual(["'self'", 'https://www.google.com']);
  expect(csp.get('script-src')).toContain("'self'");
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  // Firebase Auth and Firestore in production, and this stack's emulators beside them.
  expect(csp.get('connect-src')).toEqual(
    expect.arrayContaining([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      `http://127.0.0.1:${ports.auth}`,
      `http://127.0.0.1:${ports.firestore}`,
    ]),
  );
  return headers;
}

for (const path of ['/', '/shop', '/my-orders', '/admin', '/admin/schools']) {
  test(`${path} is served with the security headers and revalidated on every visit`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    expect(expectSecurityHeaders(res)['cache-control']).toBe('no-cache');
  });
}

test('a hashed asset is served with the security headers and cached for good', async ({ request }) => {
  const html = await (await request.get('/shop')).text();
  const asset = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
  expect(asset, 'the page links a hashed stylesheet').toBeTruthy();
  const res = await request.get(asset!);
  expect(res.status()).toBe(200);
  expect(expectSecurityHeaders(res)['cache-control']).toBe('public, max-age=31536000, immutable');
});

test("the API's responses through hosting cannot be framed or sniffed, and keep their own caching", async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(expectSecurityHeaders(health)['cache-control']).not.toBe('no-cache');

  const config = await request.get('/api/client-config');
  expect(expectSecurityHeaders(config)['cache-control']).toBe('no-store');
});
