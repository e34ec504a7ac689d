import { z } from 'zod/mini';
import { timestamp } from './fields';

// Staff of a school ask a teacher for a grade's list (docs/decisions.md §28). The teacher has no
// account: the request's e-mail carries a signed link to it, valid 30 days, which sends the list
// once. Staff then make a draft list of the grade from it, matched to the catalogue.

export const DraftLineDoc = z.object({
  line: z.string(),
  quantity: z.number().check(z.int(), z.minimum(1)),
  item: z.string(),
  matches: z.array(z.object({ productId: z.string(), name: z.string(), score: z.number() })),
});
export type DraftLineDoc = z.infer<typeof DraftLineDoc>;

export const ListRequestDoc = z.object({
  schoolId: z.string(),
  teacherName: z.string(),
  teacherEmail: z.string(),
  grade: z.string(),
  /** The grade lower-cased: the school's requests are listed by it. */
  gradeKey: z.string(),
  /** The staff member who asked. */
  requestedBy: z.string(),
  requestedAt: timestamp,
  /** When its link stops working (the link's token signs the same instant). */
  expiresAt: timestamp,
  /** The teacher's list as pasted, once sent: a second send is refused. */
  submission: z.nullable(z.object({ text: z.string(), note: z.string(), at: timestamp })),
  /** The draft made of it, once made: its list and each line's matches as they were offered. */
  draft: z.nullable(z.object({ supplyListId: z.string(), lines: z.array(DraftLineDoc), at: timestamp })),
});
export type ListRequestDoc = z.infer<typeof ListRequestDoc>;
