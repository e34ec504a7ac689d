import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { loadLocale, setLocaleSource } from './i18n/texts';
import { endOfDayIn, promotionCodeKey, promotionCodeVerdict, type PromotionCodeTerms } from './promotion-code-rules';
import { CreatePromotionCodeRequest } from './promotion-codes';

const NOW = new Date('2026-08-10T15:00:00Z');
const code = (overrides: Partial<PromotionCodeTerms> = {}): PromotionCodeTerms => ({
  active: true,
  expiresAt: null,
  maxRedemptions: null,
  timesRedeemed: 0,
  schoolId: null,
  ...overrides,
});
const lincoln = { schoolId: 'school-lincoln' };

describe('promotionCodeVerdict', () => {
  it('applies a code of every school, and a school’s code to that school’s boxes', () => {
    expect(promotionCodeVerdict(code(), lincoln, NOW)).toEqual({ applies: true });
    expect(promotionCodeVerdict(code({ schoolId: 'school-lincoln', maxRedemptions: 5, timesRedeemed: 4 }), lincoln, NOW)).toEqual({ applies: true });
    expect(promotionCodeVerdict(code({ expiresAt: new Date('2026-08-10T15:00:01Z') }), lincoln, NOW)).toEqual({ applies: true });
  });

  it('does not recognise a code nobody made, nor a school’s code on another school’s box', () => {
    const unknown = { applies: false, message: "We don't recognise this code." };
    expect(promotionCodeVerdict(null, lincoln, NOW)).toEqual({ ...unknown, reason: 'unknown' });
    expect(promotionCodeVerdict(code({ schoolId: 'school-riverside' }), lincoln, NOW)).toEqual({ ...unknown, reason: 'otherSchool' });
  });

  it('says an expired, used up or turned-off code has expired or has been used up', () => {
    const ended = { applies: false, message: 'This code has expired or has been used up.' };
    expect(promotionCodeVerdict(code({ expiresAt: NOW }), lincoln, NOW)).toEqual({ ...ended, reason: 'expired' });
    expect(promotionCodeVerdict(code({ maxRedemptions: 1, timesRedeemed: 1 }), lincoln, NOW)).toEqual({ ...ended, reason: 'usedUp' });
    expect(promotionCodeVerdict(code({ active: false }), lincoln, NOW)).toEqual({ ...ended, reason: 'inactive' });
  });

  it('speaks Spanish', async () => {
    await loadLocale('es');
    setLocaleSource(() => 'es');
    try {
      expect(promotionCodeVerdict(null, lincoln, NOW)).toMatchObject({ message: 'No reconocemos este código.' });
      expect(promotionCodeVerdict(code({ active: false }), lincoln, NOW)).toMatchObject({ message: 'Este código venció o ya se usó por completo.' });
    } finally {
      setLocaleSource(() => 'en');
    }
  });
});

describe('codes', () => {
  it('are one code whatever their case', () => {
    expect(promotionCodeKey(' School10 ')).toBe('SCHOOL10');
    expect(promotionCodeKey('school10')).toBe(promotionCodeKey('SCHOOL10'));
  });

  it('take a percentage or an amount, one of the two', () => {
    expect(z.safeParse(CreatePromotionCodeRequest, { code: 'FALL10', percentOff: 10 }).success).toBe(true);
    expect(z.safeParse(CreatePromotionCodeRequest, { code: 'FALL10', amountOff: 5 }).success).toBe(true);
    const both = z.safeParse(CreatePromotionCodeRequest, { code: 'FALL10', percentOff: 10, amountOff: 5 });
    expect(both.error?.issues[0]).toMatchObject({ path: ['percentOff'], message: 'Give a percentage off or an amount off, not both' });
    expect(z.safeParse(CreatePromotionCodeRequest, { code: 'FALL10' }).success).toBe(false);
  });

  it('take a percentage of 0.01 at least: a positive number too small for two decimals is refused', () => {
    expect(z.safeParse(CreatePromotionCodeRequest, { code: 'FALL10', percentOff: 0.01 }).success).toBe(true);
    for (const percentOff of [5e-324, 0.001, 0])
      expect(z.safeParse(CreatePromotionCodeRequest, { code: 'FALL10', percentOff }).success, `${percentOff}`).toBe(false);
  });
});

describe('endOfDayIn', () => {
  it('is when the next day begins there, daylight saving or not', () => {
    expect(endOfDayIn('America/Chicago', '2030-08-31').toISOString()).toBe('2030-09-01T05:00:00.000Z');
    expect(endOfDayIn('America/Chicago', '2030-12-31').toISOString()).toBe('2031-01-01T06:00:00.000Z');
    expect(endOfDayIn('Pacific/Honolulu', '2030-08-31').toISOString()).toBe('2030-09-01T10:00:00.000Z');
    // The night the clocks go back (November 3, 2030, in New York): the day ends at EST's midnight.
    expect(endOfDayIn('America/New_York', '2030-11-02').toISOString()).toBe('2030-11-03T04:00:00.000Z');
    expect(endOfDayIn('America/New_York', '2030-11-03').toISOString()).toBe('2030-11-04T05:00:00.000Z');
  });
});
