// Text rules every payload shares, kept free of zod so the web forms can use them too.
import { EMAIL_MAX_LENGTH } from './limits';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Firestore stores text as UTF-8, and a lone UTF-16 surrogate has no UTF-8 form: such a
 * string must be refused as bad input before it reaches the database, not fail there.
 */
export const isWellFormedText = (value: string): boolean => !LONE_SURROGATE.test(value);

/**
 * Local part without spaces or a second "@"; a domain of dot-separated labels ending in a
 * top-level domain of two or more letters. Stricter than "contains @" because the payment
 * provider refuses addresses such as `x@y` or `a b@c.test`.
 */
const EMAIL = /^[^\s@]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export const isValidEmail = (email: string): boolean => {
  const value = email.trim();
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
};

/** Phones compare by their digits, so "(217) 555-0188" finds "217.555.0188". */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '');
export const emailKey = (email: string) => email.trim().toLowerCase();

/** Providers that deliver an address with dots in its local part to the one without (Gmail's two domains, one mailbox). */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, for limits that count people rather than spellings: lower
 * case, without a `+tag` (most providers deliver `pat+1@` to `pat@`), and for Gmail without
 * dots and on one domain. `Pat.Lee+school@googlemail.com` and `patlee@gmail.com` are one
 * mailbox. Never an address to send to: mail goes where the family typed.
 */
export function mailboxKey(email: string): string {
  const key = emailKey(email);
  const at = key.lastIndexOf('@');
  if (at < 0) return key;
  const domain = key.slice(at + 1);
  const [untagged = ''] = key.slice(0, at).split('+');
  const dotless = DOTLESS_DOMAINS[domain];
  const local = dotless ? untagged.replaceAll('.', '') : untagged;
  // An address that is all tag (`+1@…`) or all dots has no mailbox name left to fold to.
  return local ? `${local}@${dotless ?? domain}` : key;
}

/** The shortest local number and the longest international one (E.164) a phone can have. */
const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** Enough digits to call: "call me" or "n/a" are not phones, and must never match each other. */
export const isValidPhone = (phone: string): boolean => {
  const digits = phoneKey(phone).length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
};
