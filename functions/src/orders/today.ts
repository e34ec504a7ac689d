const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Formatters by canonical zone name only, so the cache holds at most one per zone there is,
 * whatever spellings callers send (the query already parses them to canonical names; one
 * that arrives otherwise costs a formatter to learn its name and is not kept).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const canonical = formatter.resolvedOptions().timeZone;
  if (!formatters.has(canonical)) formatters.set(canonical, formatter);
  return formatter;
}

/** How far the formatter's zone's wall clock is ahead of UTC at `instant`, in ms (whole seconds). */
function offsetAt(instant: number, zone: Intl.DateTimeFormat): number {
  const parts = Object.fromEntries(zone.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
  const wallClock = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/**
 * The first instant of the day `now` falls on in `timeZone` (an IANA name): what
 * "Today's Orders" (docs/product.md §3 `recent.today`) counts from. Daylight-saving days are handled:
 * the offset is taken at midnight itself, not at `now`.
 */
export function startOfDay(now: Date, timeZone = 'UTC'): Date {
  const zone = formatterFor(timeZone);
  const instant = now.getTime();
  const wallMidnight = Math.floor((instant + offsetAt(instant, zone)) / DAY_MS) * DAY_MS;
  let start = wallMidnight - offsetAt(wallMidnight, zone);
  start = wallMidnight - offsetAt(start, zone);
  return new Date(start);
}
