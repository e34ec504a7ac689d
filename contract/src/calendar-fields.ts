import { z } from 'zod/mini';
import { isCalendarDate, orderingWindowMessages } from './ordering-window-rule';
import { canonicalTimeZone, staffMessages } from './staff-rules';

// Apart from fields.ts, which every form imports: zod schemas built at a module's top level
// stay in each bundle that imports the module, and only the staff payloads need these.

/** A calendar date, `2026-08-01` (an ordering window's days). */
export const calendarDate = z.string().check(z.refine(isCalendarDate, { error: () => orderingWindowMessages.invalidDate }));

/**
 * An IANA time zone, parsed to its canonical name, so the spellings a caller can send (any
 * case, an alias) are one zone to the server and its caches.
 */
export const timeZoneName = z.pipe(
  z.string().check(z.maxLength(64)),
  z.transform((zone, ctx) => {
    const canonical = canonicalTimeZone(zone);
    if (canonical) return canonical;
    ctx.issues.push({ code: 'custom', message: staffMessages.timeZoneInvalid, input: zone });
    return z.NEVER;
  }),
);
