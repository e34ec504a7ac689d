import { describe, expect, it } from 'vitest';
import { Code } from '../api/errors';
import { callerOf } from './caller';

const unsignedToken = (claims: Record<string, unknown>) =>
  [{ alg: 'none', typ: 'JWT' }, claims].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.';

describe('the caller of a request', () => {
  it('is the owner for `Bearer owner`, as the admin SDKs send to an emulator', () => {
    expect(callerOf('Bearer owner')).toEqual({ kind: 'owner' });
  });

  it('is an unauthenticated client without an Authorization header', () => {
    expect(callerOf(undefined)).toEqual({ kind: 'client', auth: null });
  });

  it('decodes an ID token without verifying it, claims included', () => {
    const caller = callerOf(`Bearer ${unsignedToken({ sub: 'u1', role: 'admin', email: 'a@example.com' })}`);
    expect(caller).toEqual({ kind: 'client', auth: { uid: 'u1', token: { sub: 'u1', role: 'admin', email: 'a@example.com' } } });
  });

  it('rejects a token that is not a JWT, or has no subject, as UNAUTHENTICATED', () => {
    expect(() => callerOf('Bearer nonsense')).toThrow(expect.objectContaining({ code: Code.UNAUTHENTICATED }));
    expect(() => callerOf(`Bearer ${unsignedToken({ role: 'admin' })}`)).toThrow(expect.objectContaining({ code: Code.UNAUTHENTICATED }));
  });
});
