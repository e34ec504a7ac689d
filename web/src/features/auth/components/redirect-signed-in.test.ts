import { describe, expect, it } from 'vitest';
import { returnPathOf } from './redirect-signed-in';

describe('returnPathOf', () => {
  it('returns to the screen a guard sent the user from', () => {
    expect(returnPathOf({ from: { pathname: '/api-test', search: '?x=1', hash: '#top' } })).toBe('/api-test?x=1#top');
    expect(returnPathOf({ from: { pathname: '/my-orders' } })).toBe('/my-orders');
  });

  it('ignores anything else, and the sign-in screens themselves', () => {
    expect(returnPathOf(null)).toBeNull();
    expect(returnPathOf({})).toBeNull();
    expect(returnPathOf({ from: {} })).toBeNull();
    expect(returnPathOf({ from: { pathname: '/login' } })).toBeNull();
    expect(returnPathOf({ from: { pathname: '/login/email-verification' } })).toBeNull();
  });
});
