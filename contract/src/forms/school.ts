import { z } from 'zod/mini';
import { calendarDate, timeZoneName } from '../calendar-fields';
import { requiredText, text } from '../fields';
import type { OrderingWindow } from '../ordering-window';
import { orderingWindowProblem } from '../ordering-window-rule';
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

const windowKept = z.superRefine((school: Partial<OrderingWindow>, ctx) => {
  const problem = orderingWindowProblem(school);
  if (problem) ctx.issues.push({ code: 'custom', message: problem.message, path: [problem.field], input: school[problem.field] });
});

/** POST /schools (docs/product.md §7: name, fullAddress), how it delivers (to the school when left out), and its ordering window. */
export const CreateSchoolRequest = z
  .object({
    name: requiredText(NAME_MAX_LENGTH, () => staffMessages.schoolNameRequired),
    fullAddress: z.optional(text(FULL_ADDRESS_MAX_LENGTH)),
    deliverToSchool: z.optional(z.boolean()),
    ...orderingWindow,
  })
  .check(windowKept);
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
  .check(windowKept);
export type UpdateSchoolRequest = z.infer<typeof UpdateSchoolRequest>;
