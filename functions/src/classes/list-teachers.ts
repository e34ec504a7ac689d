import { gradeRank, type Teacher } from '@ssb/contract';
import { notFound } from '../http/errors';
import { findSchool } from '../schools/repository';
import { API_TEXTS } from '../texts';
import { toApiTeacher } from './convert';
import { schoolTeachers } from './repository';

/**
 * GET /schools/{id}/teachers: public, as the order step offers a grade's teachers to any family;
 * it answers names and grades only. By grade, then name.
 */
export async function listTeachers(schoolId: string): Promise<Teacher[]> {
  if (!(await findSchool(schoolId))) throw notFound(API_TEXTS.notFound.school);
  const teachers = (await schoolTeachers(schoolId)).map(({ id, doc }) => toApiTeacher(id, doc));
  return teachers.sort((a, b) => gradeRank(a.grade) - gradeRank(b.grade) || a.grade.localeCompare(b.grade) || a.name.localeCompare(b.name));
}
