import { z } from 'zod/mini';
import { timestamp } from './fields';

/**
 * A schoolYears document, `{id}` the calendar year of its first day (docs/decisions.md §28).
 * Created once (a create() precondition); the copy of the year before's lists pages on with
 * `cursor` (the last list id done), moved in the same transaction as each batch of copies.
 */
export const SchoolYearDoc = z.object({
  name: z.string(),
  startsOn: z.string(),
  /** The year it follows, whose lists it copies. */
  previousId: z.string(),
  startedAt: timestamp,
  startedBy: z.string(),
  cursor: z.nullable(z.string()),
  listsCopied: z.number().check(z.int(), z.minimum(0)),
  done: z.boolean(),
});
export type SchoolYearDoc = z.infer<typeof SchoolYearDoc>;
