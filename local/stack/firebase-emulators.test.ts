import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withLocalOrigins } from './firebase-emulators';

const production = "default-src 'self'; connect-src 'self' https://identitytoolkit.googleapis.com; frame-ancestors 'none'";

describe('withLocalOrigins', () => {
  it("adds the profile's auth and Firestore emulators to connect-src, and nothing else", () => {
    expect(withLocalOrigins(production, { auth: 9199, firestore: 8180 })).toBe(
      "default-src 'self'; connect-src 'self' https://identitytoolkit.googleapis.com http://127.0.0.1:9199 http://127.0.0.1:8180; frame-ancestors 'none'",
    );
  });

  it('refuses a policy without connect-src rather than serve one the app cannot sign in under', () => {
    expect(() => withLocalOrigins("default-src 'self'", { auth: 9099, firestore: 8080 })).toThrow(/no connect-src/);
  });

  it("leaves local hosts out of production's policy in firebase.json", () => {
    const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
    const policy = JSON.stringify(config.hosting.headers).match(/"Content-Security-Policy","value":"([^"]+)"/)?.[1];
    expect(policy).toContain('connect-src');
    expect(policy).not.toMatch(/127\.0\.0\.1|localhost/);
  });
});
