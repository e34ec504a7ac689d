import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Stripe-looking id (`cs_test_…`, `evt_…`): a prefix and URL-safe random letters. */
export function newId(prefix: string, length = 24): string {
  let suffix = '';
  for (let index = 0; index < length; index++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return prefix + suffix;
}
