import { z } from 'zod/mini';
import { calendarDate, timeZoneName } from '../calendar-fields';
import { requiredText, text } from '../fields';
import type { OrderingWindow } from '../ordering-window';
import { orderingWindowProblem } from '../ordering-window-rule';
import { likelyTimeZone } from '../us-time-zones';
import { FULL_ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, NOTE_MAX_LENGTH, staffMessages } from '../staff-rules';

// The school dialog's payloads, the API's as they are (docs/product.md §2 Add New School, §7), in a module
// of their own: only that dialog, loaded when it opens, carries their schemas.

/**
 * A school's ordering window as the school dialogs send it: both dates (YYYY-MM-DD, null to
 * have none) or neither, and the time zone they are read in, needed with a window.
 */
const orderingWindow = {
  orderingOpensOn: z.optional(z.nullable(calendarDate)),
  orderingClosesOn: z.optional(z.nullable(calendarDate)),
  timeZone: z.optional(timeZoneName),
};

/** The window's rule as a check, its dates read in the zone `zoneOf` tells (the one sent unless told otherwise). */
const windowKept = <S extends Partial<OrderingWindow>>(zoneOf: (school: S) => string | null | undefined = (school) => school.timeZone) =>
  z.superRefine((school: S, ctx) => {
    const problem = orderingWindowProblem({ ...school, timeZone: zoneOf(school) });
    if (problem) ctx.issues.push({ code: 'custom', message: problem.message, path: [problem.field], input: school[problem.field] });
  });

/** A new school's zone, when none is sent, is its address's state's (createSchool fills it in). */
const newSchoolZone = (school: Partial<OrderingWindow> & { fullAddress?: string }) => school.timeZone ?? likelyTimeZone(school.fullAddress ?? '');

/**
 * POST /schools (docs/product.md §7: name, fullAddress), how it delivers (to the school when left
 * out), its ordering window, and its time zone (its address's state's when left out).
 */
export const CreateSchoolRequest = z
  .object({
    name: requiredText(NAME_MAX_LENGTH, () => staffMessages.schoolNameRequired),
    fullAddress: z.optional(text(FULL_ADDRESS_MAX_LENGTH)),
    deliverToSchool: z.optional(z.boolean()),
    ...orderingWindow,
  })
  .check(windowKept(newSchoolZone));
export type CreateSchoolRequest = z.infer<typeof CreateSchoolRequest>;

/** PUT /schools/{id}: only what is sent changes (the window's two dates go together). */
export const UpdateSchoolRequest = z
  .object({
    name: z.optional(requiredText(NAME_MAX_LENGTH, () => staffMessages.schoolNameRequired)),
    fullAddress: z.optional(text(FULL_ADDRESS_MAX_LENGTH)),
    note: z.optional(text(NOTE_MAX_LENGTH)),
    deliverToSchool: z.optional(z.boolean()),
    ...orderingWindow,
  })
  .check(windowKept());
export type UpdateSchoolRequest = z.infer<typeof UpdateSchoolRequest>;
