import { currentLocale } from '@ssb/contract';

// The statement's months: calendar months (YYYY-MM) named in the page's language.

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** "September 2026", "septiembre de 2026". */
export function formatMonth(month: string): string {
  const locale = currentLocale();
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

/** The month's first and last days (YYYY-MM-DD). */
export function daysOfMonth(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10) };
}

/** This month and the `count - 1` before it, newest first, from today's month (YYYY-MM). */
export function recentMonths(thisMonth: string, count: number): string[] {
  const [year, number] = thisMonth.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, number - 1 - i, 1)).toISOString().slice(0, 7));
}
