import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('runs against the emulators when no API key is set', () => {
    expect(parseEnv({})).toEqual({ firebase: { mode: 'emulator' } });
    expect(parseEnv({ VITE_FIREBASE_API_KEY: '  ' })).toEqual({ firebase: { mode: 'emulator' } });
  });

  it('uses the production config when the API key, auth domain and project id are set', () => {
    expect(
      parseEnv({
        VITE_FIREBASE_API_KEY: 'key',
        VITE_FIREBASE_AUTH_DOMAIN: 'ssb.firebaseapp.com',
        VITE_FIREBASE_PROJECT_ID: 'ssb',
      }),
    ).toEqual({ firebase: { mode: 'production', apiKey: 'key', authDomain: 'ssb.firebaseapp.com', projectId: 'ssb' } });
  });

  it('fails loudly when the API key is set without the rest of the config', () => {
    expect(() => parseEnv({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'ssb' })).toThrow(/VITE_FIREBASE_AUTH_DOMAIN/);
  });
});
