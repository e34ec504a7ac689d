import { gradeRank } from './grade-order';

// Apart from classes.ts: the shop's order step reads these, and not the staff's messages.

/** A name as class lists and order forms match it: accents and case folded, spaces collapsed ("José  Núñez" is "jose nunez"). */
export function foldName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether a teacher of `teacherGrade` teaches the children of a list named `listName`: the same grade read from both, or the same words. */
export function teachesList(teacherGrade: string, listName: string): boolean {
  const rank = gradeRank(teacherGrade);
  if (Number.isFinite(rank)) return rank === gradeRank(listName);
  return foldName(teacherGrade) === foldName(listName);
}

/** Sorts boxes by teacher, those of no known teacher last. */
export function byTeacher(a: { teacherName?: string | null }, b: { teacherName?: string | null }): number {
  if (!a.teacherName || !b.teacherName) return a.teacherName ? -1 : b.teacherName ? 1 : 0;
  return a.teacherName.localeCompare(b.teacherName, undefined, { sensitivity: 'base' });
}
