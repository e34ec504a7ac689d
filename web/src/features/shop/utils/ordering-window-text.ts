import { formatCalendarDate, formatMoney, type OrderingState, type School } from '@ssb/contract';
import { SHOP_TEXTS } from '../texts';

const texts = SHOP_TEXTS.schools.window;

/** The window's last days, the closing day among them, count down instead of naming the date. */
export const COUNTDOWN_DAYS = 7;

export type WindowTone = 'open' | 'closing' | 'before' | 'after' | 'late';

/**
 * What a school's card says about its ordering window, or null when it sells all year; after the
 * window, a school taking late orders (`late`) says their terms instead of the closing date.
 */
export function orderingWindowText(state: OrderingState, late: School['lateOrders'] = null): { text: string; tone: WindowTone } | null {
  switch (state.phase) {
    case 'always':
      return null;
    case 'open':
      return state.daysLeft < COUNTDOWN_DAYS
        ? { text: texts.closesIn({ days: state.daysLeft }), tone: 'closing' }
        : { text: texts.orderBy({ date: formatCalendarDate(state.closesOn) }), tone: 'open' };
    case 'before':
      return { text: texts.opensOn({ date: formatCalendarDate(state.opensOn) }), tone: 'before' };
    case 'after':
      if (late) return { text: texts.lateOrders({ fee: formatMoney(late.fee) }), tone: 'late' };
      return { text: texts.closedOn({ date: formatCalendarDate(state.closesOn) }), tone: 'after' };
  }
}
