import { describe, expect, it } from 'vitest';
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
