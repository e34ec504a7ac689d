import { formatCalendarDate, type OrderingState } from '@ssb/contract';
import { SHOP_TEXTS } from '../texts';

const texts = SHOP_TEXTS.schools.window;

/** The window's last days, the closing day among them, count down instead of naming the date. */
export const COUNTDOWN_DAYS = 7;

export type WindowTone = 'open' | 'closing' | 'before' | 'after';

/** What a school's card says about its ordering window, or null when it sells all year. */
export function orderingWindowText(state: OrderingState): { text: string; tone: WindowTone } | null {
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
      return { text: texts.closedOn({ date: formatCalendarDate(state.closesOn) }), tone: 'after' };
  }
}
