const DAY_MS = 24 * 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms (whole seconds). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
  const wallClock = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/**
 * The first instant of the day `now` falls on in `timeZone` (an IANA name): what
 * "Today's Orders" (spec §3 `recent.today`) counts from. Daylight-saving days are handled:
 * the offset is taken at midnight itself, not at `now`.
 */
export function startOfDay(now: Date, timeZone = 'UTC'): Date {
  const instant = now.getTime();
  const wallMidnight = Math.floor((instant + offsetAt(instant, timeZone)) / DAY_MS) * DAY_MS;
  let start = wallMidnight - offsetAt(wallMidnight, timeZone);
  start = wallMidnight - offsetAt(start, timeZone);
  return new Date(start);
}
