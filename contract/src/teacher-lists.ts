import { z } from 'zod/mini';
import { optionalText, requiredEmail, requiredText } from './fields';
import { nextCursor } from './paging';
import { listLinesOf, TEACHER_LIST_LIMITS, teacherListMessages } from './teacher-list-rules';

// Lists from teachers (docs/decisions.md §28): staff ask a teacher for the list of a grade; the
// teacher, with no account, pastes it through the signed link of the request's e-mail; staff
// make a draft of it matched to the catalogue; the school's representative approves the list.

/** POST /schools/{id}/list-requests. */
export const ListRequestRequest = z.object({
  teacherName: requiredText(100, () => teacherListMessages.teacherNameRequired),
  teacherEmail: requiredEmail(() => teacherListMessages.teacherEmailRequired),
  grade: requiredText(60, () => teacherListMessages.gradeRequired),
});
export type ListRequestRequest = z.infer<typeof ListRequestRequest>;

/** A teacher's list as pasted: its text (bounded in characters, lines and line length) and a note. */
export const ListSubmissionText = z.string({ error: () => teacherListMessages.listRequired }).check(
  z.maxLength(TEACHER_LIST_LIMITS.text, { error: () => teacherListMessages.textTooLong({ max: TEACHER_LIST_LIMITS.text }), abort: true }),
  z.refine((text) => listLinesOf(text).length > 0, { error: () => teacherListMessages.listRequired, abort: true }),
  z.refine((text) => listLinesOf(text).length <= TEACHER_LIST_LIMITS.lines, {
    error: () => teacherListMessages.tooManyLines({ max: TEACHER_LIST_LIMITS.lines }),
    abort: true,
  }),
  z.refine((text) => listLinesOf(text).every((line) => line.length <= TEACHER_LIST_LIMITS.lineLength), {
    error: () => teacherListMessages.lineTooLong({ max: TEACHER_LIST_LIMITS.lineLength }),
  }),
);

/** The signed link's token: `{expiry}.{signature}`. */
const linkToken = z.string().check(z.maxLength(200));

/** POST /list-requests/{id}/submission: by the e-mail's signed link. */
export const ListSubmissionRequest = z.object({
  token: linkToken,
  text: ListSubmissionText,
  note: optionalText(TEACHER_LIST_LIMITS.note),
});
export type ListSubmissionRequest = z.infer<typeof ListSubmissionRequest>;

/** GET /list-requests/{id}?token=…: what the teacher's page shows. */
export const TeacherListQuery = z.object({ token: linkToken });

/** A catalogue product a line may be (score: 0–1, 1 the surest), best first. */
export const LineMatch = z.object({ productId: z.string(), name: z.string(), score: z.number() });
export type LineMatch = z.infer<typeof LineMatch>;

/** One line of a teacher's list as the draft read it: the quantity and what it names, with its matches (none: unmatched). */
export const DraftLine = z.object({
  line: z.string(),
  quantity: z.number().check(z.int()),
  item: z.string(),
  matches: z.array(LineMatch),
});
export type DraftLine = z.infer<typeof DraftLine>;

export const ListRequest = z.object({
  id: z.string(),
  schoolId: z.string(),
  teacherName: z.string(),
  teacherEmail: z.string(),
  grade: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
  submission: z.nullable(z.object({ text: z.string(), note: z.string(), at: z.string() })),
  /** The draft made of the submission: its list and each line's matches. */
  draft: z.nullable(z.object({ supplyListId: z.string(), lines: z.array(DraftLine) })),
});
export type ListRequest = z.infer<typeof ListRequest>;

export const ListRequestResponse = z.object({ listRequest: ListRequest });
export type ListRequestResponse = z.infer<typeof ListRequestResponse>;

export const ListRequestsPage = z.object({ listRequests: z.array(ListRequest), nextCursor });
export type ListRequestsPage = z.infer<typeof ListRequestsPage>;

/** What the teacher's page shows of its request. */
export const TeacherListView = z.object({
  teacherName: z.string(),
  grade: z.string(),
  school: z.string(),
  expiresAt: z.string(),
  submitted: z.boolean(),
});
export type TeacherListView = z.infer<typeof TeacherListView>;

export const TeacherListResponse = z.object({ request: TeacherListView });
export type TeacherListResponse = z.infer<typeof TeacherListResponse>;
