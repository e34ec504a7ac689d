import { orderNumberOf } from './order-rules';
import { SEARCH_KEY_MAX, searchKey, searchWords, wordPrefixes } from './school-search';
import { emailKey, phoneKey } from './text';

// Firestore has no text search: each order stores the keys a search of All Orders may be
// (its `searchTerms`), and a search is one indexed `array-contains` of the typed text's key,
// as the shop's school search is. Keys are plain strings in one list: "0188" finds a phone
// ending so and an order number starting so alike.
//
// What an order is found by, and how many keys that takes at most:
// - the student's name, from the start of any of its first NAME_WORDS words on ("noah",
//   "noah l", "lee"): 4 runs × 29 prefixes (2 to 30 characters) = 116;
// - its e-mail the same way, read as words ("sam.lee" → "sam lee", "example"): 116;
// - its e-mail as typed from the @ on ("sam.lee@", "sam.lee@example.com"), up to 30
//   characters after the @: 31;
// - the phone's last 4 digits or more ("0188", "5550188", "2175550188"): 12 (E.164 has 15);
// - the order number's words from 2 characters ("9rt4", "emo 0004", "0004"): 2 × 7 = 14.
// So at most 289 keys; an order of the demo data has about 80.

/** The shortest key stored: a single character would find most orders. */
export const ORDER_SEARCH_SHORTEST = 2;
/** The fewest last digits of a phone that find it. */
const PHONE_TAIL_SHORTEST = 4;
/** How many words of a name or an e-mail start keys: a longer one is found by its first words. */
const NAME_WORDS = 4;

/** A search of digits and a phone's punctuation only ("(217) 555-0188", "0004") is looked up as its digits. */
const PHONE_LIKE = /^[\d\s().+-]+$/;

const firstWords = (value: string) => searchWords(value).slice(0, NAME_WORDS).join(' ');

/** The e-mail up to SEARCH_KEY_MAX characters after its @, where the local part is whole. */
const emailUpToDomain = (key: string) => key.slice(0, key.indexOf('@') + 1 + SEARCH_KEY_MAX);

/** What of a stored order its keys come from (its e-mail and phone as stored for lookups). */
export interface SearchedOrder {
  studentFirstName: string;
  studentLastName: string;
  emailKey: string;
  phoneKey: string;
}

/** The keys an order is found by (see above); written with the order. */
export function orderSearchTerms(orderId: string, order: SearchedOrder): string[] {
  const terms = new Set<string>();
  wordPrefixes(firstWords(`${order.studentFirstName} ${order.studentLastName}`), terms, ORDER_SEARCH_SHORTEST);
  const email = emailKey(order.emailKey);
  wordPrefixes(firstWords(email), terms, ORDER_SEARCH_SHORTEST);
  const at = email.indexOf('@');
  if (at > 0) for (let end = at + 1; end <= emailUpToDomain(email).length; end += 1) terms.add(email.slice(0, end));
  const digits = phoneKey(order.phoneKey);
  for (let length = PHONE_TAIL_SHORTEST; length <= digits.length; length += 1) terms.add(digits.slice(-length));
  wordPrefixes(orderNumberOf(orderId), terms, ORDER_SEARCH_SHORTEST);
  return [...terms];
}

/**
 * The key a typed search looks up: an e-mail with its @ as typed (lower-cased); a phone's
 * digits (a US number's leading country code 1 dropped, so "+1 217 555 0188" finds
 * "(217) 555-0188"); anything else as the school search reads words ("García-López",
 * "#9rT4vW1z", "sam.lee").
 */
export function orderSearchKey(search: string): string {
  const text = search.trim();
  if (/^[^@]+@/.test(text)) return emailUpToDomain(emailKey(text));
  if (PHONE_LIKE.test(text)) {
    const digits = phoneKey(text);
    return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  }
  return searchKey(text);
}
