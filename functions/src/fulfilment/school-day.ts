import { startOfDay } from '../orders/today';

/**
 * The first instant of the school's today, in its zone (UTC for a school without one): a
 * hand-over may be undone, and is listed as handed out today, from then on.
 */
export const schoolToday = (timeZone: string | null, now: Date): Date => startOfDay(now, timeZone ?? 'UTC');
