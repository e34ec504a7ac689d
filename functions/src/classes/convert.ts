import type { Teacher } from '@ssb/contract';
import type { TeacherDoc } from './repository';

/** A teacher as anyone reads it: a name and a grade. */
export const toApiTeacher = (id: string, doc: TeacherDoc): Teacher => ({ id, name: doc.name, grade: doc.grade });
