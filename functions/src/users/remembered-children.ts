import { gradeRank, isLiveStatus, LAST_GRADE, searchKey, type RememberedChild } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { ordersCollection } from '../orders/repository';
import { startedYears } from '../school-years/repository';

/** How many of a family's latest orders name the children offered back: a household's recent years. */
const RECENT_ORDERS = 50;

/**
 * GET /users/profile/children: the children the caller's own latest orders name (the verified
 * token's uid, never a stored field), newest first, each once however the name was typed, with
 * the school of their latest order and when their newest live order there was placed (the
 * dashboard tells from it who has no box yet in a school's window). A guest's orders linked to
 * the account count too. A child's grade is their latest order's list's, one up for each school
 * year started since (docs/decisions.md §28): nothing is stored per child, so a new year moves
 * every family's children at once; a child past 12th grade has left school and is not offered.
 */
export async function rememberedChildren(caller: Caller): Promise<RememberedChild[]> {
  const [orders, years] = await Promise.all([
    ordersCollection().where('userId', '==', caller.uid).orderBy('createdAt', 'desc').limit(RECENT_ORDERS).get(),
    startedYears(),
  ]);
  const left = new Set<string>();
  const children = new Map<string, RememberedChild>();
  for (const doc of orders.docs) {
    const order = doc.data();
    const key = searchKey(`${order.studentFirstName} ${order.studentLastName}`);
    if (!key || left.has(key)) continue;
    const orderedAt = isLiveStatus(order.status) ? order.createdAt.toDate().toISOString() : null;
    const child = children.get(key);
    if (!child) {
      const ordered = gradeRank(order.snapshot.listName);
      const grade = Number.isFinite(ordered) ? ordered + years.filter((y) => y.doc.startedAt.toMillis() > order.createdAt.toMillis()).length : undefined;
      if (grade !== undefined && grade > LAST_GRADE) {
        left.add(key);
        continue;
      }
      children.set(key, {
        firstName: order.studentFirstName,
        lastName: order.studentLastName,
        schoolId: order.schoolId,
        schoolName: order.snapshot.schoolName,
        lastOrderedAt: orderedAt,
        ...(grade !== undefined ? { grade } : {}),
      });
    } else if (child.lastOrderedAt === null && child.schoolId === order.schoolId) {
      // Newest first: the first live order at their school is the newest.
      child.lastOrderedAt = orderedAt;
    }
  }
  return [...children.values()];
}
