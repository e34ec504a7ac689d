import { gradeRank } from '@ssb/contract';
import { paths } from '@/config/paths';

/** What a reorder link needs of a past order. */
export interface ReorderSource {
  schoolId: string;
  supplyListId: string;
  studentFirstName: string;
  studentLastName: string;
  supplyList: { name: string };
}

/**
 * The shop's order step for the same school's list and child: the list itself while it is sold,
 * else the school's list of the same grade (the shop resolves it), the child's name filled in.
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
  return `${paths.shop.getHref()}?${params.toString()}`;
}
