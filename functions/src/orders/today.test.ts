import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { OrderStatsQuery, staffMessages } from '@ssb/contract';
import { startOfDay } from './today';

const at = (iso: string) => new Date(iso);

describe('startOfDay', () => {
  it('when no time zone is given, then the day is UTC’s', () => {
    expect(startOfDay(at('2026-11-23T17:45:12.345Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(startOfDay(at('2026-11-23T00:00:00.000Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('when the zone is behind UTC, then late evening there is still the day before UTC’s', () => {
    // 01:30 UTC on the 24th is 20:30 on the 23rd in New York (EST, UTC-5).
    expect(startOfDay(at('2026-11-24T01:30:00Z'), 'America/New_York').toISOString()).toBe('2026-11-23T05:00:00.000Z');
    // Summer time (EDT, UTC-4).
    expect(startOfDay(at('2026-07-04T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-07-04T04:00:00.000Z');
  });

  it('when the zone is ahead of UTC by a fraction of an hour, then midnight is there', () => {
    // 20:00 UTC is 01:30 the next day in India (UTC+5:30).
    expect(startOfDay(at('2026-11-23T20:00:00Z'), 'Asia/Kolkata').toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(startOfDay(at('2026-11-23T12:00:00Z'), 'Pacific/Kiritimati').toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('when the clocks change that day, then the day starts at the midnight before the change', () => {
    // New York springs forward at 02:00 on 8 March 2026: midnight was still EST (UTC-5).
    expect(startOfDay(at('2026-03-08T18:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    // And falls back at 02:00 on 1 November 2026: midnight was still EDT (UTC-4).
    expect(startOfDay(at('2026-11-01T18:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });

  it('is never after now and never a whole day before it', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham']) {
      for (let hour = 0; hour < 24 * 7; hour += 5) {
        const now = new Date(Date.UTC(2026, 2, 1) + hour * 3_600_000 + 1234);
        const start = startOfDay(now, zone).getTime();
        expect(start, zone).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime() - start, zone).toBeLessThan(25 * 3_600_000);
      }
    }
  });
});

/** The `n`th spelling of `name`: its letters' cases are the bits of `n`. */
function spelling(name: string, n: number): string {
  let bit = 0;
  return [...name].map((c) => (/[a-z]/i.test(c) ? ((n >> bit++) & 1 ? c.toUpperCase() : c.toLowerCase()) : c)).join('');
}

/** Runs `body` counting the Intl.DateTimeFormat objects made meanwhile. */
function formattersMadeBy(body: () => void): number {
  const Original = Intl.DateTimeFormat;
  let made = 0;
  Intl.DateTimeFormat = new Proxy(Original, {
    construct(target, args: ConstructorParameters<typeof Original>) {
      made++;
      return new target(...args);
    },
  });
  try {
    body();
  } finally {
    Intl.DateTimeFormat = Original;
  }
  return made;
}

describe('the stats time zone, as the query brings it', () => {
  const now = at('2026-11-24T01:30:00Z');

  it('when 5,000 spellings of one zone arrive, then they are one zone: one cached formatter and the canonical zone’s day', () => {
    const zones = Array.from({ length: 5000 }, (_, n) => z.parse(OrderStatsQuery, { timeZone: spelling('America/New_York', n) }).timeZone);
    expect(new Set(Array.from({ length: 5000 }, (_, n) => spelling('America/New_York', n))).size).toBe(5000);
    expect(new Set(zones)).toEqual(new Set(['America/New_York']));

    const expected = startOfDay(now, 'America/New_York').toISOString();
    expect(formattersMadeBy(() => zones.forEach((zone) => expect(startOfDay(now, zone).toISOString()).toBe(expected)))).toBe(0);
  });

  it('when a spelling reaches startOfDay unparsed, then it counts that zone’s day and is not kept: the cache holds canonical names only', () => {
    const expected = startOfDay(now, 'Europe/Berlin').toISOString();
    // Each time it costs one formatter to learn its canonical name, and the spelling is not stored.
    for (let round = 1; round <= 2; round++) {
      expect(formattersMadeBy(() => expect(startOfDay(now, 'eUrOpE/bErLiN').toISOString()).toBe(expected))).toBe(1);
    }
  });

  it('when the zone is unknown, then the query is refused with a message that says what is expected', () => {
    const result = z.safeParse(OrderStatsQuery, { timeZone: 'Mars/Olympus' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(staffMessages.timeZoneInvalid);
  });
});
