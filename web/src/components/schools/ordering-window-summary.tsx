import { Text, type TextProps } from '@mantine/core';
import { currentLocale, formatCalendarDate, intlLocaleOf, orderingState, utcMidnight, type OrderingWindow } from '@ssb/contract';
import { ORDERING_WINDOW_TEXTS as texts } from './texts';

/** "August 1" / "1 de agosto": the first day of a window that ends in the same year. */
const monthAndDay = (date: string) =>
  new Intl.DateTimeFormat(intlLocaleOf(currentLocale()), { timeZone: 'UTC', month: 'long', day: 'numeric' }).format(utcMidnight(date));

/** "August 1 – August 31, 2026", both years when it spans two, one date when it is one day. */
export function windowRangeText(opensOn: string, closesOn: string): string {
  if (opensOn === closesOn) return formatCalendarDate(closesOn);
  const opens = opensOn.slice(0, 4) === closesOn.slice(0, 4) ? monthAndDay(opensOn) : formatCalendarDate(opensOn);
  return `${opens} – ${formatCalendarDate(closesOn)}`;
}

/** "Ordering window: August 1 – August 31, 2026 (America/Chicago) · open now", by the viewer's clock. */
export function orderingWindowSummary(school: OrderingWindow, now: Date): string {
  const state = orderingState(school, now);
  const { orderingOpensOn: opensOn, orderingClosesOn: closesOn, timeZone } = school;
  if (state.phase === 'always' || !opensOn || !closesOn || !timeZone) return texts.allYear;
  return texts.summary({ range: windowRangeText(opensOn, closesOn), timeZone, status: texts.status[state.phase] });
}

/** A school's ordering window in a line, for the staff who run it. */
export function OrderingWindowSummary({ school, ...props }: { school: OrderingWindow } & TextProps) {
  return (
    <Text size="sm" {...props}>
      {orderingWindowSummary(school, new Date())}
    </Text>
  );
}
