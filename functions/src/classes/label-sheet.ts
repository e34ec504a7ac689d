import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { byTeacher, classMessages, gradeRank } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { notFound } from '../http/errors';
import { findSchool } from '../schools/repository';
import { API_TEXTS } from '../texts';
import { schoolBoxes } from './boxes';

// The label sheet (docs/decisions.md §28): one label per paid box on US letter stock of 30
// labels (Avery 5160 and its equals), made with pdf-lib: pure JavaScript, no native code or
// font files on disk to bundle, and its standard Helvetica speaks the Latin letters of the
// families' names (José, Núñez). Points: 72 to the inch.

const INCH = 72;
export const LABEL_SHEET = {
  pageWidth: 8.5 * INCH,
  pageHeight: 11 * INCH,
  labelWidth: 2.625 * INCH,
  labelHeight: 1 * INCH,
  columns: 3,
  rows: 10,
  topMargin: 0.5 * INCH,
  sideMargin: 0.1875 * INCH,
  columnGap: 0.125 * INCH,
} as const;
const PER_SHEET = LABEL_SHEET.columns * LABEL_SHEET.rows;
/** Inside each label: printers shift a little, so no text runs to its edge. */
const PADDING = 0.1 * INCH;

export interface Label {
  child: string;
  teacher: string | null;
  grade: string;
  school: string;
}

/** GET /schools/{id}/labels.pdf: the school's paid, not cancelled boxes, by grade, then teacher, then child. */
export async function labelSheet(caller: Caller, schoolId: string): Promise<Uint8Array> {
  assertMayManageSchool(caller, schoolId);
  const school = await findSchool(schoolId);
  if (!school) throw notFound(API_TEXTS.notFound.school);
  const boxes = (await schoolBoxes(schoolId)).map(({ doc }) => ({
    child: `${doc.studentFirstName} ${doc.studentLastName}`.trim(),
    lastName: doc.studentLastName,
    teacherName: doc.teacherName,
    grade: doc.snapshot.listName,
    school: doc.snapshot.schoolName || school.name,
  }));
  boxes.sort(
    (a, b) =>
      gradeRank(a.grade) - gradeRank(b.grade) ||
      a.grade.localeCompare(b.grade) ||
      byTeacher(a, b) ||
      a.lastName.localeCompare(b.lastName, undefined, { sensitivity: 'base' }) ||
      a.child.localeCompare(b.child),
  );
  return labelsPdf(boxes.map((b) => ({ child: b.child, teacher: b.teacherName ?? null, grade: b.grade, school: b.school })));
}

/** The labels on as many sheets as they take (one empty sheet for none), in the current language. */
export async function labelsPdf(labels: readonly Label[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Labels');
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  const words = { teacher: classMessages.labelTeacher, grade: classMessages.labelGrade, notKnownYet: classMessages.notKnownYet };
  const { pageWidth, pageHeight, labelWidth, labelHeight, columns, topMargin, sideMargin, columnGap } = LABEL_SHEET;
  const sheets = Math.max(1, Math.ceil(labels.length / PER_SHEET));
  for (let s = 0; s < sheets; s++) {
    const page = pdf.addPage([pageWidth, pageHeight]);
    labels.slice(s * PER_SHEET, (s + 1) * PER_SHEET).forEach((label, k) => {
      const left = sideMargin + (k % columns) * (labelWidth + columnGap) + PADDING;
      const top = pageHeight - topMargin - Math.floor(k / columns) * labelHeight;
      const width = labelWidth - 2 * PADDING;
      const line = (text: string, font: PDFFont, size: number, baseline: number) =>
        page.drawText(fitted(text, font, size, width), { x: left, y: top - baseline, size, font, color: rgb(0, 0, 0) });
      line(label.child, bold, 12, 0.3 * INCH);
      line(`${words.teacher}: ${label.teacher ?? words.notKnownYet}`, regular, 9, 0.5 * INCH);
      line(`${words.grade}: ${label.grade}`, regular, 9, 0.67 * INCH);
      line(label.school, regular, 8, 0.84 * INCH);
    });
  }
  return pdf.save();
}

/** The text in the font's letters (others shown as "?"), cut with an ellipsis to fit `width`. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  const printable = [...text].map((ch) => (encodable(font, ch) ? ch : '?')).join('');
  if (font.widthOfTextAtSize(printable, size) <= width) return printable;
  let cut = printable;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

const known = new Map<string, boolean>();
/** Whether the standard font's encoding (WinAnsi) has the character; pdf-lib throws on one it has not. */
function encodable(font: PDFFont, ch: string): boolean {
  let yes = known.get(ch);
  if (yes === undefined) {
    try {
      font.encodeText(ch);
      yes = true;
    } catch {
      yes = false;
    }
    known.set(ch, yes);
  }
  return yes;
}
