import { intlLocaleOf, type Locale } from './locale';
import { currentLocale } from './texts';

// Dates, money and lists as the current language writes them (Intl): "August 1, 2026" and
// "1 de agosto de 2026", "$34.31" in both. One formatter per language and kind, made once.

const cache = new Map<string, { format(value: never): string }>();
function formatter<F extends { format(value: never): string }>(kind: string, locale: Locale, make: (tag: string) => F): F {
  const key = `${kind}:${locale}`;
  if (!cache.has(key)) cache.set(key, make(intlLocaleOf(locale)));
  return cache.get(key) as F;
}

/** Dollars with the currency sign and two decimals (docs/product.md §9: money in dollars, `$x.xx`). */
export const formatMoney = (dollars: number, locale: Locale = currentLocale()): string =>
  formatter('money', locale, (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' })).format(dollars);

/** A moment as a long date where the reader is ("November 22, 2026"; docs/product.md §2 My Orders). */
export const formatLongDate = (date: Date, locale: Locale = currentLocale()): string =>
  formatter('date', locale, (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'long' })).format(date);

/** A calendar day (`YYYY-MM-DD`, no time zone) as a long date: "August 1, 2026". */
export const formatCalendarDay = (day: string, locale: Locale = currentLocale()): string =>
  formatter('day', locale, (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' })).format(new Date(`${day}T00:00:00Z`));

/** "A, B and C" / "A, B y C". */
export const formatList = (items: readonly string[], locale: Locale = currentLocale()): string =>
  formatter('list', locale, (tag) => new Intl.ListFormat(tag, { type: 'conjunction' })).format(items);

/** A count as the reader groups digits: "1,234" (es-US writes it the same way). */
export const formatCount = (count: number, locale: Locale = currentLocale()): string =>
  formatter('count', locale, (tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 })).format(count);

/** A moment as a date and a time where the reader is ("Nov 22, 2026, 3:04 PM"): an order's timeline. */
export const formatDateTime = (date: Date, locale: Locale = currentLocale()): string =>
  formatter('date-time', locale, (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' })).format(date);

/**
 * A moment as a date and a time in a place's time zone, named ("Aug 21, 2026, 11:00 AM EDT"): what
 * a school saw when it happened there, told to someone elsewhere (a receipt at its door).
 */
export const formatDateTimeIn = (date: Date, timeZone: string, locale: Locale = currentLocale()): string =>
  formatter(
    `date-time-in:${timeZone}`,
    locale,
    (tag) =>
      new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }),
  ).format(date);

/** A calendar day (`YYYY-MM-DD`) as a short date: "Nov 22" / "22 nov": a chart's days. */
export const formatShortDay = (day: string, locale: Locale = currentLocale()): string =>
  formatter('short-day', locale, (tag) => new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' })).format(
    new Date(`${day}T00:00:00Z`),
  );
