import { describe, expect, it } from 'vitest';
import { checkExpiringLinkToken, expiringLinkToken, isValidLinkSignature, linkSignature, type LinkKeys } from './signed-link';

const CURRENT = 'current-key-current-key-current-key';
const PREVIOUS = 'previous-key-previous-key-previous-key';
const NOW = new Date('2026-08-01T12:00:00Z');
const LATER = (ms: number) => new Date(NOW.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

const rotated = (until: Date): LinkKeys => ({ current: 'new-key-new-key-new-key-new-key-new', previous: { key: CURRENT, until } });

describe('link signatures', () => {
  it('when signed with the current key, then it is valid, and a string key works as before', () => {
    const signature = linkSignature('purpose', 'subject', CURRENT);
    expect(isValidLinkSignature('purpose', 'subject', signature, CURRENT)).toBe(true);
    expect(isValidLinkSignature('purpose', 'subject', signature, { current: CURRENT, previous: null })).toBe(true);
  });

  it('when the purpose, the subject or the key differs, then it is not valid', () => {
    const signature = linkSignature('purpose', 'subject', CURRENT);
    expect(isValidLinkSignature('other', 'subject', signature, CURRENT)).toBe(false);
    expect(isValidLinkSignature('purpose', 'other', signature, CURRENT)).toBe(false);
    expect(isValidLinkSignature('purpose', 'subject', signature, PREVIOUS)).toBe(false);
    expect(isValidLinkSignature('purpose', 'subject', `${signature}x`, CURRENT)).toBe(false);
  });

  it('when a rotation is under way, then the previous key is accepted until its stated instant, and not from then on', () => {
    const signature = linkSignature('purpose', 'subject', CURRENT);
    const keys = rotated(LATER(7 * DAY));
    expect(isValidLinkSignature('purpose', 'subject', signature, keys, NOW)).toBe(true);
    expect(isValidLinkSignature('purpose', 'subject', signature, keys, LATER(7 * DAY - 1))).toBe(true);
    expect(isValidLinkSignature('purpose', 'subject', signature, keys, LATER(7 * DAY))).toBe(false);
    expect(isValidLinkSignature('purpose', 'subject', linkSignature('purpose', 'subject', keys.current), keys, LATER(30 * DAY))).toBe(true);
  });
});

describe('links that expire', () => {
  const keys: LinkKeys = { current: CURRENT, previous: null };
  const token = expiringLinkToken('receipt', 'order-1', CURRENT, LATER(7 * DAY));

  it('carry their expiry in Unix seconds beside the signature', () => {
    expect(token).toMatch(new RegExp(`^${LATER(7 * DAY).getTime() / 1000}\\.[\\w-]{43}$`));
  });

  it('when opened before their expiry, then they are valid; from it on, expired', () => {
    expect(checkExpiringLinkToken('receipt', 'order-1', token, keys, NOW)).toBe('valid');
    expect(checkExpiringLinkToken('receipt', 'order-1', token, keys, LATER(7 * DAY - 1000))).toBe('valid');
    expect(checkExpiringLinkToken('receipt', 'order-1', token, keys, LATER(7 * DAY))).toBe('expired');
  });

  it('when the expiry is moved, or the token is of another order, purpose or key, then it is invalid, never expired', () => {
    const [expiry, signature] = token.split('.');
    const expiredToken = expiringLinkToken('receipt', 'order-1', CURRENT, LATER(-DAY));
    expect(checkExpiringLinkToken('receipt', 'order-1', `${Number(expiry) + 86400}.${signature}`, keys, NOW)).toBe('invalid');
    expect(checkExpiringLinkToken('receipt', 'order-2', token, keys, NOW)).toBe('invalid');
    expect(checkExpiringLinkToken('cancel', 'order-1', token, keys, NOW)).toBe('invalid');
    expect(checkExpiringLinkToken('receipt', 'order-1', expiringLinkToken('receipt', 'order-1', PREVIOUS, LATER(DAY)), keys, NOW)).toBe('invalid');
    expect(checkExpiringLinkToken('receipt', 'order-2', expiredToken, keys, NOW)).toBe('invalid');
    for (const malformed of ['', signature!, `${expiry}.`, `.${signature}`, `x${expiry}.${signature}`, `${expiry}.${signature}.1`]) {
      expect(checkExpiringLinkToken('receipt', 'order-1', malformed, keys, NOW), malformed).toBe('invalid');
    }
  });

  it('when signed with the previous key during a rotation, then they open until the rotation ends', () => {
    const signedBefore = expiringLinkToken('receipt', 'order-1', CURRENT, LATER(7 * DAY));
    const keys = rotated(LATER(3 * DAY));
    expect(checkExpiringLinkToken('receipt', 'order-1', signedBefore, keys, LATER(2 * DAY))).toBe('valid');
    expect(checkExpiringLinkToken('receipt', 'order-1', signedBefore, keys, LATER(3 * DAY))).toBe('invalid');
  });
});
