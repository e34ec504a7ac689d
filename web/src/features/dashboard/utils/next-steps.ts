import { orderingState, todayIn, type RememberedChild, type School } from '@ssb/contract';

/** How close a window's last day must be for the dashboard to ask for a child's box: two weeks, before the reminders' last week. */
export const CLOSING_SOON_DAYS = 14;

/** A child with no box yet in their school's window, which closes soon. */
export interface BoxToOrder {
  child: RememberedChild;
  school: School;
  /** The window's last day, YYYY-MM-DD. */
  closesOn: string;
}

/**
 * The remembered children whose school (that of their latest order) closes within
 * CLOSING_SOON_DAYS, today included, and who have no live order placed there since the window
 * opened (last year's box does not count), soonest first. Children whose school is not known
 * yet wait for it.
 */
export function boxesToOrder(children: readonly RememberedChild[], schools: ReadonlyMap<string, School>, now: Date): BoxToOrder[] {
  return children
    .flatMap((child) => {
      const school = schools.get(child.schoolId);
      if (!school?.timeZone || !school.orderingOpensOn) return [];
      const state = orderingState(school, now);
      if (state.phase !== 'open' || state.daysLeft >= CLOSING_SOON_DAYS) return [];
      const orderedInWindow = child.lastOrderedAt !== null && todayIn(school.timeZone, new Date(child.lastOrderedAt)) >= school.orderingOpensOn;
      return orderedInWindow ? [] : [{ child, school, closesOn: state.closesOn }];
    })
    .sort((a, b) => a.closesOn.localeCompare(b.closesOn));
}
