import { z } from 'zod/mini';
import { PAGE_LIMIT } from './limits';
import { requestMessages } from './request-messages';

/** Pages of lists that grow without bound: `limit` (default 50, at most 200) and the opaque `cursor` of the previous page. */
export const PageQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGE_LIMIT.max)), PAGE_LIMIT.default),
  cursor: z.optional(z.string().check(z.maxLength(300), z.regex(/^[A-Za-z0-9_-]+$/, { error: () => requestMessages.cursor }))),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** What a page answers besides its items (under their own field): the cursor of the next page, null on the last. */
export const nextCursor = z.nullable(z.string());
