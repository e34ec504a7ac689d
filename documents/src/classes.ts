import { z } from 'zod/mini';
import { timestamp } from './fields';

/**
 * A teacher of a school (`schools/{schoolId}/teachers/{id}`, docs/decisions.md §28): a name and
 * the grade taught, which the order step offers for a list of that grade; the school's
 * `teacherCount` counts them.
 */
export const TeacherDoc = z.object({
  name: z.string(),
  /** The name folded (contract's foldName): the class lists' CSV finds the teacher by it. */
  nameKey: z.string(),
  grade: z.string(),
  createdAt: timestamp,
});
export type TeacherDoc = z.infer<typeof TeacherDoc>;

/** The subcollection of a school its teachers are in. */
export const TEACHERS_SUBCOLLECTION = 'teachers';
