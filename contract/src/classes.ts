import { z } from 'zod/mini';
import { id, requiredText } from './fields';
import { defineTexts } from './i18n/texts';
import en from './locales/classes.en';

// Boxes sorted by class (docs/decisions.md §28): a school's teachers, a box's teacher (picked by
// the family, or assigned by staff one by one or from a CSV of class lists), and the label sheet.

/** The messages of teachers, class assignments and labels, in the current language. */
export const classMessages = defineTexts('contract.classes', en, { es: () => import('./locales/classes.es') }).classes;

/** A school has a few dozen teachers; the bound keeps GET /schools/{id}/teachers one small answer. */
export const MAX_TEACHERS = 200;
export const TEACHER_NAME_MAX_LENGTH = 100;
export const TEACHER_GRADE_MAX_LENGTH = 60;
/** A school's class lists fit in one upload: more rows are refused, not cut. */
export const MAX_CLASS_ASSIGNMENT_ROWS = 5000;
/** The CSV's text, bounded: 5,000 rows of three names (50 characters a row) fit within it. */
export const CLASS_ASSIGNMENT_CSV_MAX_LENGTH = 256_000;
/** The columns a class assignment CSV has: the child's names and the teacher's. */
export const CLASS_ASSIGNMENT_COLUMNS = ['first_name', 'last_name', 'teacher'] as const;

/** POST /schools/{id}/teachers. */
export const TeacherRequest = z.object({
  name: requiredText(TEACHER_NAME_MAX_LENGTH, () => classMessages.teacherNameRequired),
  grade: requiredText(TEACHER_GRADE_MAX_LENGTH, () => classMessages.gradeRequired),
});
export type TeacherRequest = z.infer<typeof TeacherRequest>;

/** A teacher as anyone may read it, the order step among them: a name and a grade, nothing else. */
export const Teacher = z.object({ id: z.string(), name: z.string(), grade: z.string() });
export type Teacher = z.infer<typeof Teacher>;

export const TeacherResponse = z.object({ teacher: Teacher });
export type TeacherResponse = z.infer<typeof TeacherResponse>;

/** GET /schools/{id}/teachers: every teacher of the school by grade, then name (at most MAX_TEACHERS). */
export const TeachersResponse = z.object({ teachers: z.array(Teacher) });
export type TeachersResponse = z.infer<typeof TeachersResponse>;

/** PUT /orders/{id}/teacher: the box's teacher, null for Not known yet. */
export const BoxTeacherRequest = z.object({ teacherId: z.nullable(id) });
export type BoxTeacherRequest = z.infer<typeof BoxTeacherRequest>;

export const BoxTeacherResponse = z.object({ teacherId: z.nullable(z.string()), teacherName: z.nullable(z.string()) });
export type BoxTeacherResponse = z.infer<typeof BoxTeacherResponse>;

/** POST /schools/{id}/class-assignments: the class lists as CSV text (a header line, then a child per line). */
export const ClassAssignmentsRequest = z.object({
  csv: z.string().check(z.minLength(1, { error: () => classMessages.csvRequired }), z.maxLength(CLASS_ASSIGNMENT_CSV_MAX_LENGTH)),
});
export type ClassAssignmentsRequest = z.infer<typeof ClassAssignmentsRequest>;

/** A row of the CSV that assigned nothing: its line in the file, the names as given, and why. */
export const UnassignedRow = z.object({
  line: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  teacher: z.string(),
  /** `noBox`: no box of the school has that child; `severalBoxes`: more than one has; `noTeacher`: the school has no teacher of that name (or several). */
  reason: z.enum(['noBox', 'severalBoxes', 'noTeacher']),
});
export type UnassignedRow = z.infer<typeof UnassignedRow>;

export const ClassAssignmentsResponse = z.object({ assigned: z.number(), unassigned: z.array(UnassignedRow) });
export type ClassAssignmentsResponse = z.infer<typeof ClassAssignmentsResponse>;
