import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from './ordering-window';
import { reminderMessages, reminderRefusal, remindersAhead } from './reminders';

const ZONE = 'America/Chicago';
const NOW = new Date('2026-08-20T17:00:00Z');
const today = todayIn(ZONE, NOW);
const school = (opens: number, closes: number) => ({
  name: 'Lincoln',
  orderingOpensOn: addDays(today, opens),
  orderingClosesOn: addDays(today, closes),
  timeZone: ZONE,
});
const allYear = { name: 'Maple', orderingOpensOn: null, orderingClosesOn: null, timeZone: null };

describe('remindersAhead', () => {
  it('both while the 7-day reminder is still to come, the 1-day one after it, none on the last day or after', () => {
    expect(remindersAhead(school(-5, 20), NOW)).toEqual([7, 1]);
    expect(remindersAhead(school(-5, 7), NOW)).toEqual([7, 1]);
    expect(remindersAhead(school(-5, 6), NOW)).toEqual([1]);
    expect(remindersAhead(school(-5, 1), NOW)).toEqual([1]);
    expect(remindersAhead(school(-5, 0), NOW)).toEqual([]);
    expect(remindersAhead(school(-5, -1), NOW)).toEqual([]);
  });

  it('before the window opens, only the reminders whose day falls inside it', () => {
    expect(remindersAhead(school(3, 20), NOW)).toEqual([7, 1]);
    expect(remindersAhead(school(3, 8), NOW)).toEqual([1]);
  });

  it('none without a window', () => {
    expect(remindersAhead(allYear, NOW)).toEqual([]);
  });
});

describe('reminderRefusal', () => {
  it('refuses a school without a window and one whose window closed; takes one before or during it', () => {
    expect(reminderRefusal(allYear, NOW)).toBe(reminderMessages.noWindow({ school: 'Maple' }));
    expect(reminderRefusal(school(-20, -1), NOW)).toBe(`Ordering for Lincoln closed on August 19, 2026.`);
    expect(reminderRefusal(school(3, 20), NOW)).toBeNull();
    expect(reminderRefusal(school(-3, 0), NOW)).toBeNull();
  });
});
