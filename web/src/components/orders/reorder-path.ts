import { gradeRank, nextGrade, type OrderStatus } from '@ssb/contract';
import { paths } from '@/config/paths';

/** What a reorder link needs of a past order. */
export interface ReorderSource {
  status: OrderStatus;
  schoolId: string;
  supplyListId: string;
  studentFirstName: string;
  studentLastName: string;
  supplyList: { name: string; skippedItems?: { productId: string }[] };
}

/**
 * The shop's order step for the next grade's list at the same school (docs/decisions.md §28): the
 * shop resolves the grade to the school's published list of it, the child's name filled in. Null
 * for a list that names no grade, or the last grade.
 */
export function nextGradePath(order: ReorderSource): string | null {
  const grade = gradeRank(order.supplyList.name);
  const next = Number.isFinite(grade) ? nextGrade(grade) : null;
  if (next === null) return null;
  const params = new URLSearchParams({
    school: order.schoolId,
    grade: String(next),
    step: 'order',
    first: order.studentFirstName,
    last: order.studentLastName,
  });
  return `${paths.shop.getHref()}?${params.toString()}`;
}

/**
 * The shop's order step for the same school's list and child: the list itself while it is sold,
 * else the school's list of the same grade (the shop resolves it), the child's name filled in.
 * Try Again retries that very box: the items the family already had stay ticked (`skip`), and the
 * shop takes the box in its cart for that child and list as this one rather than adding another.
 */
export function reorderPath(order: ReorderSource): string {
  const params = new URLSearchParams({
    school: order.schoolId,
    list: order.supplyListId,
    step: 'order',
    first: order.studentFirstName,
    last: order.studentLastName,
  });
  const grade = gradeRank(order.supplyList.name);
  if (Number.isFinite(grade)) params.set('grade', String(grade));
  const skipped = order.supplyList.skippedItems?.map((item) => item.productId) ?? [];
  if (order.status === 'PAYMENT_FAILED' && skipped.length) params.set('skip', skipped.join(','));
  return `${paths.shop.getHref()}?${params.toString()}`;
}
