// A school's lists in the order of its grades (Pre-K, Kindergarten, 1st … 12th), as families
// look for them, rather than alphabetically ("10th Grade" before "2nd Grade"). List names are
// the school's own words, in English or Spanish: the grade is read from them where it can be.

const PRE_K = /\b(pre-?k(inder(garten)?)?|preschool|pre-?escolar|prekínder)\b/;
const KINDERGARTEN = /\b(kindergarten|kinder|kínder|k)\b/;
// "1st Grade", "Grade 3", "3rd", "1er grado", "2do grado", "grado 4".
const NUMBERED = /\b(\d{1,2})(?:st|nd|rd|th|er|ro|do|to|vo|mo|no|º|°)?\b/;

/** Where a list's name puts it among the grades: -1 Pre-K, 0 Kindergarten, 1–12; lists that name no grade after every grade. */
export function gradeRank(name: string): number {
  const words = name.toLowerCase();
  if (PRE_K.test(words)) return -1;
  const numbered = NUMBERED.exec(words);
  if (numbered && /grade|grado|\d(st|nd|rd|th|er|ro|do|to|vo|mo|no|º|°)\b/.test(words)) {
    const grade = Number(numbered[1]);
    if (grade >= 1 && grade <= 12) return grade;
  }
  if (KINDERGARTEN.test(words)) return 0;
  return Number.POSITIVE_INFINITY;
}

/** The last grade a list names: a child past it leaves school. */
export const LAST_GRADE = 12;

/** The grade after `grade` (Pre-K → Kindergarten → 1st … 12th), null past the last one. */
export const nextGrade = (grade: number): number | null => (grade < LAST_GRADE ? grade + 1 : null);

/** Sorts lists by grade, then by name where grades tie (two 3rd Grade classes, lists without a grade). */
export function byGrade(a: { name: string }, b: { name: string }): number {
  const rankA = gradeRank(a.name);
  const rankB = gradeRank(b.name);
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  return a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });
}
