import { classMessages, teachesList } from '@ssb/contract';
import { badRequest } from '../http/errors';
import { getAll } from '../lib/collections';
import type { Orderable } from '../orders/checkout';
import { teachersOf } from './repository';

/**
 * The teachers a checkout's families picked, box by box (null where not known yet), each checked
 * to be a teacher of the box's school and of its list's grade; all read in one request.
 */
export async function boxTeachers(
  boxes: readonly { teacherId?: string | null }[],
  orderables: readonly Orderable[],
): Promise<({ id: string; name: string } | null)[]> {
  const picked = boxes.flatMap((box, i) => (box.teacherId ? [{ i, ref: teachersOf(orderables[i]!.list.schoolId).doc(box.teacherId) }] : []));
  const snaps = await getAll(picked.map(({ ref }) => ref));
  const teachers: ({ id: string; name: string } | null)[] = boxes.map(() => null);
  picked.forEach(({ i }, k) => {
    const teacher = snaps[k]!.data();
    if (!teacher || !teachesList(teacher.grade, orderables[i]!.list.name)) throw badRequest(classMessages.teacherNotOfGrade);
    teachers[i] = { id: snaps[k]!.id, name: teacher.name };
  });
  return teachers;
}
