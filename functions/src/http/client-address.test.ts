import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('when one proxy appends, then the client is the last entry, whatever the client wrote before it', () => {
    expect(clientAddress('127.0.0.2', 1)).toBe('127.0.0.2');
    expect(clientAddress('6.6.6.6, 127.0.0.2', 1)).toBe('127.0.0.2');
    expect(clientAddress(['1.1.1.1', '6.6.6.6, 127.0.0.2'], 1)).toBe('127.0.0.2');
  });

  it('when two proxies append (Hosting, then Google front end), then the client is second from the right', () => {
    expect(clientAddress('203.0.113.9, 35.191.0.1', 2)).toBe('203.0.113.9');
    expect(clientAddress('198.51.100.1, 203.0.113.9, 35.191.0.1', 2)).toBe('203.0.113.9');
  });

  it('when the chain is shorter than the proxies in front, then there is no trustworthy address', () => {
    expect(clientAddress(undefined, 1)).toBeNull();
    expect(clientAddress('', 1)).toBeNull();
    expect(clientAddress('203.0.113.9', 2)).toBeNull();
  });
});

describe('rateLimits', () => {
  it('are 60 per client and 10 per e-mail in production, or what the environment sets as whole numbers', async () => {
    const { rateLimits } = await import('../config');
    expect(rateLimits({})).toEqual({ perClient: 60, perEmail: 10 });
    expect(rateLimits({ RATE_LIMIT_PER_CLIENT: '400', RATE_LIMIT_PER_EMAIL: '40' })).toEqual({ perClient: 400, perEmail: 40 });
    expect(rateLimits({ RATE_LIMIT_PER_CLIENT: 'lots', RATE_LIMIT_PER_EMAIL: '0' })).toEqual({ perClient: 60, perEmail: 10 });
  });
});
