import { foldName, type UnassignedRow } from '@ssb/contract';

// Class lists matched to a school's boxes (docs/decisions.md §28): the child by first and last
// name, the teacher by name, both with accents and case folded, as a school's spreadsheet
// spells them otherwise than the order form did ("JOSE NUNEZ" is José Núñez).

export interface ClassRow {
  /** Its line in the file (the header is line 1). */
  line: number;
  firstName: string;
  lastName: string;
  teacher: string;
}

export interface SchoolBox {
  orderId: string;
  studentFirstName: string;
  studentLastName: string;
}

export interface Assignment {
  orderId: string;
  teacher: { id: string; name: string };
}

const childKey = (first: string, last: string) => `${foldName(first)}\n${foldName(last)}`;

/** Which box each row assigns to which teacher, and the rows that name no box, several boxes, or no single teacher. */
export function matchClassRows(
  rows: readonly ClassRow[],
  boxes: readonly SchoolBox[],
  teachers: readonly { id: string; name: string }[],
): { assignments: Assignment[]; unassigned: UnassignedRow[] } {
  const boxesOfChild = new Map<string, string[]>();
  for (const box of boxes) {
    const key = childKey(box.studentFirstName, box.studentLastName);
    boxesOfChild.set(key, [...(boxesOfChild.get(key) ?? []), box.orderId]);
  }
  const teachersNamed = new Map<string, { id: string; name: string }[]>();
  for (const teacher of teachers) {
    const key = foldName(teacher.name);
    teachersNamed.set(key, [...(teachersNamed.get(key) ?? []), teacher]);
  }
  const assignments: Assignment[] = [];
  const unassigned: UnassignedRow[] = [];
  for (const row of rows) {
    const found = boxesOfChild.get(childKey(row.firstName, row.lastName)) ?? [];
    const named = teachersNamed.get(foldName(row.teacher)) ?? [];
    const reason = found.length === 0 ? 'noBox' : found.length > 1 ? 'severalBoxes' : named.length !== 1 ? 'noTeacher' : null;
    if (reason) unassigned.push({ ...row, reason });
    else assignments.push({ orderId: found[0]!, teacher: named[0]! });
  }
  return { assignments, unassigned };
}
