import { parse } from 'csv-parse/sync';
import { CLASS_ASSIGNMENT_COLUMNS, classMessages, MAX_CLASS_ASSIGNMENT_ROWS, type ClassAssignmentsResponse } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { badRequest, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { ordersCollection } from '../orders/repository';
import { findSchool } from '../schools/repository';
import { API_TEXTS } from '../texts';
import { schoolBoxes } from './boxes';
import { matchClassRows, type ClassRow } from './match-rows';
import { schoolTeachers } from './repository';

/** Firestore's limit of writes in one batch is 500: each assignment is one update. */
const BATCH_WRITES = 400;

/**
 * POST /schools/{id}/class-assignments: the class lists as CSV (first_name, last_name, teacher,
 * in any order), each row assigning the one paid box of that child at the school to the teacher
 * of that name. Answers how many boxes were assigned and the rows that were not, with their lines.
 */
export async function assignClasses(caller: Caller, schoolId: string, csv: string): Promise<ClassAssignmentsResponse> {
  assertMayManageSchool(caller, schoolId);
  if (!(await findSchool(schoolId))) throw notFound(API_TEXTS.notFound.school);
  const rows = classRows(csv);
  const [boxes, teachers] = await Promise.all([schoolBoxes(schoolId), schoolTeachers(schoolId)]);
  const { assignments, unassigned } = matchClassRows(
    rows,
    boxes.map(({ id, doc }) => ({ orderId: id, studentFirstName: doc.studentFirstName, studentLastName: doc.studentLastName })),
    teachers.map(({ id, doc }) => ({ id, name: doc.name })),
  );
  // Only the teacher fields are written, so a status move meanwhile is neither undone nor undoes this.
  const latest = new Map(assignments.map((a) => [a.orderId, a.teacher]));
  const entries = [...latest];
  const now = new Date();
  for (let start = 0; start < entries.length; start += BATCH_WRITES) {
    const batch = db().batch();
    for (const [orderId, teacher] of entries.slice(start, start + BATCH_WRITES)) {
      batch.update(ordersCollection().doc(orderId), { teacherId: teacher.id, teacherName: teacher.name, updatedAt: now });
    }
    await batch.commit();
  }
  return { assigned: latest.size, unassigned };
}

/** The CSV's rows, its header naming exactly the three columns; a file past MAX_CLASS_ASSIGNMENT_ROWS rows is refused whole. */
function classRows(csv: string): ClassRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // One record more than the most allowed after the header is enough to know there are too many.
    records = parse(csv, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      to: MAX_CLASS_ASSIGNMENT_ROWS + 2,
    }) as unknown as typeof records;
  } catch (err) {
    throw badRequest(classMessages.unreadableCsv({ reason: err instanceof Error ? err.message : String(err) }));
  }
  const [header, ...body] = records;
  if (!header) throw badRequest(classMessages.csvRequired);
  const names = header.record.map((name) => name.toLowerCase());
  const known: readonly string[] = CLASS_ASSIGNMENT_COLUMNS;
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length) throw badRequest(classMessages.unknownColumns({ columns: unknown.join(', ') }));
  const missing = CLASS_ASSIGNMENT_COLUMNS.filter((name) => !names.includes(name));
  if (missing.length) throw badRequest(classMessages.missingColumns({ columns: missing.join(', ') }));
  if (body.length > MAX_CLASS_ASSIGNMENT_ROWS) throw badRequest(classMessages.tooManyRows({ max: MAX_CLASS_ASSIGNMENT_ROWS }));
  const at = (name: (typeof CLASS_ASSIGNMENT_COLUMNS)[number]) => names.indexOf(name);
  return body.map(({ record, info }) => ({
    line: info.lines,
    firstName: record[at('first_name')] ?? '',
    lastName: record[at('last_name')] ?? '',
    teacher: record[at('teacher')] ?? '',
  }));
}
