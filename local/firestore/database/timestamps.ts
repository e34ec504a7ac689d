import { invalidArgument } from '../api/errors';

// Firestore keeps timestamps to the microsecond. Every timestamp the database stores or
// compares is in one canonical form, `YYYY-MM-DDTHH:MM:SS.ffffffZ` (UTC, six fraction
// digits), so that ordering two of them is ordering two strings. Versions (commit, create
// and update times) are whole microseconds since the epoch, which a JS number holds
// exactly for every date Firestore accepts before the year 2255.

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

interface Instant {
  /** Seconds since the epoch (may be negative). */
  seconds: number;
  /** Whole microseconds within the second, 0..999999. */
  micros: number;
}

function parse(text: string): Instant {
  const match = RFC3339.exec(text);
  if (!match) throw invalidArgument(`Invalid timestamp: ${text}`);
  const [, year, month, day, hour, minute, second, fraction = '', , sign, offsetHours, offsetMinutes] = match;
  const date = new Date(0);
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  date.setUTCHours(Number(hour), Number(minute), Number(second), 0);
  let seconds = Math.floor(date.getTime() / 1000);
  if (sign) seconds -= (sign === '-' ? -1 : 1) * (Number(offsetHours) * 3600 + Number(offsetMinutes) * 60);
  const micros = Number(fraction.padEnd(6, '0').slice(0, 6));
  return { seconds, micros };
}

function format({ seconds, micros }: Instant): string {
  const date = new Date(seconds * 1000);
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) throw invalidArgument('Timestamps must be between the years 1 and 9999');
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return (
    `${pad(year, 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}.${pad(micros, 6)}Z`
  );
}

/** Any RFC 3339 timestamp, truncated to the microsecond, in the canonical form. */
export function canonicalTimestamp(text: string): string {
  return format(parse(text));
}

/** A version (microseconds since the epoch) as a canonical timestamp. */
export function timestampOfMicros(micros: number): string {
  return format({ seconds: Math.floor(micros / 1e6), micros: ((micros % 1e6) + 1e6) % 1e6 });
}

/** An RFC 3339 timestamp as a version (microseconds since the epoch). */
export function microsOfTimestamp(text: string): number {
  const { seconds, micros } = parse(text);
  return seconds * 1e6 + micros;
}
