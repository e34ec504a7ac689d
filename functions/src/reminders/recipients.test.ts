import { describe, expect, it } from 'vitest';
import { addressDigest, isValidUnsubscribeToken, recipientIdOf, unsubscribeUrl } from './recipients';

const SECRET = 'test-secret';

describe('unsubscribe links', () => {
  const link = (url: string) => {
    const { pathname, searchParams } = new URL(url);
    return { schoolId: decodeURIComponent(pathname.split('/')[3]!), recipient: searchParams.get('recipient')!, token: searchParams.get('token')! };
  };

  it('name the school and the address by its digest, signed, and nothing else', () => {
    const url = unsubscribeUrl('https://shop.example.com', 'school-1', 'Pat@Example.com', SECRET, 'en');
    expect(url).toMatch(/^https:\/\/shop\.example\.com\/api\/schools\/school-1\/reminders\/unsubscribe\?recipient=[0-9a-f]{32}&token=[\w-]{43}$/);
    expect(url.toLowerCase()).not.toContain('pat');
    const { schoolId, recipient, token } = link(url);
    expect(isValidUnsubscribeToken(schoolId, recipient, token, SECRET)).toBe(true);
  });

  it('name a reminder’s language other than English, for the page they open, under the same signature', () => {
    const english = link(unsubscribeUrl('https://shop.example.com', 'school-1', 'pat@example.com', SECRET, 'en'));
    const url = unsubscribeUrl('https://shop.example.com', 'school-1', 'pat@example.com', SECRET, 'es');
    expect(new URL(url).searchParams.get('lang')).toBe('es');
    expect(link(url)).toEqual(english);
  });

  it('open nothing else: another school, another address or another secret', () => {
    const { recipient, token } = link(unsubscribeUrl('https://shop.example.com', 'school-1', 'pat@example.com', SECRET, 'en'));
    expect(isValidUnsubscribeToken('school-2', recipient, token, SECRET)).toBe(false);
    expect(isValidUnsubscribeToken('school-1', addressDigest('sam@example.com'), token, SECRET)).toBe(false);
    expect(isValidUnsubscribeToken('school-1', recipient, token, 'another-secret')).toBe(false);
    expect(isValidUnsubscribeToken('school-1', recipient, `${token.slice(0, -1)}A`, SECRET)).toBe(false);
  });

  it('one address is one recipient, whatever its case and spaces', () => {
    expect(recipientIdOf('school-1', ' Pat@Example.COM ')).toBe(recipientIdOf('school-1', 'pat@example.com'));
    expect(recipientIdOf('school-1', 'pat@example.com')).not.toBe(recipientIdOf('school-2', 'pat@example.com'));
  });
});
