import { searchWords, type PackingSlip } from '@ssb/contract';

/**
 * The handover checklist's search: every word typed starts a word of the student's name, in
 * any order and any case ("riv mi" finds Mia Rivera; "García-López" typed whole finds it). An
 * empty search finds every box.
 */
export function matchesStudent(slip: Pick<PackingSlip, 'studentFirstName' | 'studentLastName'>, search: string): boolean {
  const names = searchWords(`${slip.studentFirstName} ${slip.studentLastName}`);
  return searchWords(search).every((word) => names.some((name) => name.startsWith(word)));
}
