import { z } from 'zod/mini';
import { calendarDate } from './calendar-fields';
import { requiredText } from './fields';
import { defineTexts } from './i18n/texts';
import en from './locales/school-years.en';
import { seasonStartOn } from './season';

// A school year (docs/decisions.md §28): the lists of the shop belong to one; starting the next
// copies them as its drafts, archives them, and moves the families' children up a grade.

/** The form's and the API's messages about school years, in the current language. */
export const schoolYearMessages = defineTexts('contract.schoolYears', en, { es: () => import('./locales/school-years.es') }).schoolYears;

export const SCHOOL_YEAR_NAME_MAX_LENGTH = 40;

/** A year's id: the calendar year of its first day, so one year can be started once. */
export const schoolYearId = (startsOn: string): string => startsOn.slice(0, 4);

/** "2026–2027": the name of a year starting in 2026. */
export const schoolYearName = (startsOn: string): string => {
  const year = Number(startsOn.slice(0, 4));
  return `${year}–${year + 1}`;
};

/**
 * The year before any was started: the season `today` falls in (a season is a school year), so
 * the lists made before school years were kept belong to it without a migration.
 */
export function defaultSchoolYear(today: string): { id: string; name: string; startsOn: string } {
  const startsOn = seasonStartOn(today);
  return { id: schoolYearId(startsOn), name: schoolYearName(startsOn), startsOn };
}

/** POST /school-years. */
export const StartSchoolYearRequest = z.object({
  name: requiredText(SCHOOL_YEAR_NAME_MAX_LENGTH, () => schoolYearMessages.nameRequired),
  startsOn: z
    .string({ error: () => schoolYearMessages.startsOnInvalid })
    .check(z.refine((value) => calendarDate.safeParse(value).success, { error: () => schoolYearMessages.startsOnInvalid })),
});
export type StartSchoolYearRequest = z.infer<typeof StartSchoolYearRequest>;

export const SchoolYear = z.object({
  id: z.string(),
  name: z.string(),
  startsOn: z.string(),
  /** The lists copied into it as drafts so far. */
  listsCopied: z.number().check(z.int()),
  /** Every list of the year before is copied; until then, POST /school-years/{id}/continue copies the next lists. */
  done: z.boolean(),
});
export type SchoolYear = z.infer<typeof SchoolYear>;

export const SchoolYearResponse = z.object({ schoolYear: SchoolYear });
export type SchoolYearResponse = z.infer<typeof SchoolYearResponse>;

/**
 * GET /school-years: the current year, the years before it (newest first), and what starting
 * the next would do: the lists it would copy and the signed-in families whose children move up.
 */
export const SchoolYearsResponse = z.object({
  current: SchoolYear,
  years: z.array(SchoolYear),
  next: z.object({ lists: z.number().check(z.int()), families: z.number().check(z.int()) }),
});
export type SchoolYearsResponse = z.infer<typeof SchoolYearsResponse>;

/** POST /school-years/{id}/continue: a year's id. */
export const SchoolYearParam = z.object({ id: z.string().check(z.regex(/^\d{4}$/)) });

/** GET /schools/{id}/supply-lists?year=: a past year's lists (its staff's), read-only. */
export const SchoolListsQuery = z.object({ year: z.optional(z.string().check(z.regex(/^\d{4}$/))) });
export type SchoolListsQuery = z.infer<typeof SchoolListsQuery>;
