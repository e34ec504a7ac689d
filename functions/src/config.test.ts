import { describe, expect, it, vi } from 'vitest';
import { checkSigningKeysAtStart, linkKeysOf, lookupLockAfter, MIN_SIGNING_KEY_BYTES, signingKeyProblem } from './config';
import * as logs from './logs';

vi.mock('./logs');

const NOW = new Date('2026-08-01T12:00:00Z');
const KEY_32 = 'k'.repeat(32);
const KEY_31 = 'k'.repeat(31);
const production = { production: true, now: NOW };
const values = (overrides: Partial<Parameters<typeof linkKeysOf>[0]> = {}) => ({
  name: 'CHECKOUT_LINK_SECRET',
  current: KEY_32,
  previous: '',
  previousUntil: undefined,
  ...overrides,
});

describe('signing keys', () => {
  it('when a production key is shorter than 32 bytes, then it is refused, saying which and how long', () => {
    expect(MIN_SIGNING_KEY_BYTES).toBe(32);
    expect(signingKeyProblem('CHECKOUT_LINK_SECRET', KEY_31, true)).toMatch(/^CHECKOUT_LINK_SECRET is 31 bytes long; a signing key needs at least 32/);
    expect(signingKeyProblem('CHECKOUT_LINK_SECRET', '', true)).toMatch(/is 0 bytes long/);
    expect(() => linkKeysOf(values({ current: KEY_31 }), production)).toThrow(/CHECKOUT_LINK_SECRET is 31 bytes long/);
    expect(vi.mocked(logs.signingKeyRefused)).toHaveBeenLastCalledWith(expect.stringMatching(/^CHECKOUT_LINK_SECRET is 31 bytes long/));
  });

  it('when a key is 32 bytes or more, counted in UTF-8, then it is used', () => {
    expect(signingKeyProblem('K', KEY_32, true)).toBeNull();
    expect(signingKeyProblem('K', 'é'.repeat(16), true)).toBeNull();
    expect(linkKeysOf(values(), production)).toEqual({ current: KEY_32, previous: null });
  });

  it('when under the emulators, then the local defaults are used whatever their length', () => {
    expect(signingKeyProblem('K', 'short', false)).toBeNull();
    expect(linkKeysOf(values({ current: 'short' }), { production: false, now: NOW })).toEqual({ current: 'short', previous: null });
  });

  it('when a rotation names an instant to come, then the previous key is accepted until it, and must be long enough too', () => {
    const until = '2026-08-08T12:00:00Z';
    expect(linkKeysOf(values({ previous: 'p'.repeat(40), previousUntil: until }), production)).toEqual({
      current: KEY_32,
      previous: { key: 'p'.repeat(40), until: new Date(until) },
    });
    expect(() => linkKeysOf(values({ previous: KEY_31, previousUntil: until }), production)).toThrow(/CHECKOUT_LINK_SECRET_PREVIOUS is 31 bytes long/);
  });

  it('when no rotation is under way (no instant, or one past), then the previous key is not accepted, whatever it holds', () => {
    expect(linkKeysOf(values({ previous: 'placeholder' }), production)).toEqual({ current: KEY_32, previous: null });
    expect(linkKeysOf(values({ previous: 'placeholder', previousUntil: '2026-08-01T12:00:00Z' }), production)).toEqual({ current: KEY_32, previous: null });
  });

  it('when the rotation’s instant does not parse, then the keys are refused', () => {
    expect(() => linkKeysOf(values({ previousUntil: 'next week' }), production)).toThrow(/CHECKOUT_LINK_SECRET_PREVIOUS_UNTIL is not an ISO 8601 instant/);
  });

  it('when a function starts in production with a short key, then it throws before serving; keys it was not given are left to their first use', () => {
    expect(() => checkSigningKeysAtStart({ CHECKOUT_LINK_SECRET: KEY_31 }, NOW)).toThrow(/CHECKOUT_LINK_SECRET is 31 bytes long/);
    expect(() => checkSigningKeysAtStart({ CHECKOUT_LINK_SECRET: KEY_32, MAIL_LINK_SECRET: 'short' }, NOW)).toThrow(/MAIL_LINK_SECRET is 5 bytes long/);
    expect(() => checkSigningKeysAtStart({ CHECKOUT_LINK_SECRET: KEY_32, MAIL_LINK_SECRET: KEY_32 }, NOW)).not.toThrow();
    expect(() => checkSigningKeysAtStart({ STRIPE_WEBHOOK_SECRET: 'whsec_x' }, NOW)).not.toThrow();
    // Deploying reads the bundle without its secrets.
    expect(() => checkSigningKeysAtStart({ FUNCTIONS_CONTROL_API: 'true', CHECKOUT_LINK_SECRET: '' }, NOW)).not.toThrow();
  });
});

describe('guest lookup lock', () => {
  it('locks after 5 wrong phones unless configured otherwise', () => {
    expect(lookupLockAfter({})).toBe(5);
    expect(lookupLockAfter({ LOOKUP_WRONG_PHONES_LIMIT: '20' })).toBe(20);
    expect(lookupLockAfter({ LOOKUP_WRONG_PHONES_LIMIT: 'many' })).toBe(5);
  });
});
