import { describe, expect, it } from 'vitest';
import { addressDigest } from '@ssb/documents';
import { CONFIRM_LINK_DAYS, confirmLinkState, confirmUrl, type ConfirmLink } from './confirm-link';
import { unsubscribeUrl } from './recipients';

const SECRET = 'test-secret';
const NOW = new Date('2026-08-20T17:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function linkOf(url: string): ConfirmLink {
  const { pathname, searchParams } = new URL(url);
  return {
    schoolId: decodeURIComponent(pathname.split('/')[3]!),
    recipient: searchParams.get('recipient')!,
    expires: Number(searchParams.get('expires')),
    token: searchParams.get('token')!,
  };
}

describe('confirmation links', () => {
  const url = confirmUrl('https://shop.example.com', 'school-1', 'Pat@Example.com', SECRET, 'en', NOW);

  it('name the school, the address by its digest and their expiry, signed, and nothing else', () => {
    expect(url).toMatch(/^https:\/\/shop\.example\.com\/api\/schools\/school-1\/reminders\/confirm\?recipient=[0-9a-f]{32}&expires=\d+&token=[\w-]{43}$/);
    expect(url.toLowerCase()).not.toContain('pat');
    expect(linkOf(url).recipient).toBe(addressDigest('pat@example.com'));
    expect(confirmLinkState(linkOf(url), SECRET, NOW)).toBe('valid');
  });

  it(`work for ${CONFIRM_LINK_DAYS} days, then are spent`, () => {
    const link = linkOf(url);
    expect(confirmLinkState(link, SECRET, new Date(NOW.getTime() + CONFIRM_LINK_DAYS * DAY - 1000))).toBe('valid');
    expect(confirmLinkState(link, SECRET, new Date(NOW.getTime() + CONFIRM_LINK_DAYS * DAY))).toBe('expired');
  });

  it('open nothing else: a later expiry, another school, another address, another secret, or an unsubscribe link’s signature', () => {
    const link = linkOf(url);
    expect(confirmLinkState({ ...link, expires: link.expires + 86_400 }, SECRET, NOW)).toBe('forged');
    expect(confirmLinkState({ ...link, schoolId: 'school-2' }, SECRET, NOW)).toBe('forged');
    expect(confirmLinkState({ ...link, recipient: addressDigest('sam@example.com') }, SECRET, NOW)).toBe('forged');
    expect(confirmLinkState(link, 'another-secret', NOW)).toBe('forged');
    expect(confirmLinkState({ ...link, token: `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}` }, SECRET, NOW)).toBe('forged');
    const unsubscribeToken = new URL(unsubscribeUrl('https://shop.example.com', 'school-1', 'pat@example.com', SECRET, 'en')).searchParams.get('token')!;
    expect(confirmLinkState({ ...link, token: unsubscribeToken }, SECRET, NOW)).toBe('forged');
  });

  it('name a request’s language other than English, for the page, under the same signature', () => {
    const spanish = confirmUrl('https://shop.example.com', 'school-1', 'pat@example.com', SECRET, 'es', NOW);
    expect(new URL(spanish).searchParams.get('lang')).toBe('es');
    expect(linkOf(spanish)).toEqual(linkOf(url));
  });
});
