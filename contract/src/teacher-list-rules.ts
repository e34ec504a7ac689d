import { defineTexts } from './i18n/texts';
import en from './locales/teacher-lists.en';

// Lists from teachers: the rules and texts the teacher's page shares with the API, kept free of
// zod (like staff-rules.ts), so the page's first download goes without the schema library.

export const teacherListMessages = defineTexts('contract.teacherLists', en, { es: () => import('./locales/teacher-lists.es') });

/** What a teacher's list may hold: more lines than any grade's list, each a short line of a document. */
export const TEACHER_LIST_LIMITS = { lines: 100, lineLength: 200, text: 20_000, note: 1000 } as const;

/** The lines of a pasted list that name something: blank lines and bullets alone are dropped. */
export const listLinesOf = (text: string): string[] =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
