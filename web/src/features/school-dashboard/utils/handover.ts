import type { PackingSlip } from '@ssb/contract';

/** Lower case without accents, so "jose" finds "José". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The words of a name or a search: spaces, hyphens and other punctuation part them ("García-López" is two). */
const wordsOf = (text: string) =>
  folded(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The handover checklist's search: every word typed starts a word of the student's name, in
 * any order and any case ("riv mi" finds Mia Rivera; "García-López" typed whole finds it). An
 * empty search finds every box.
 */
export function matchesStudent(slip: Pick<PackingSlip, 'studentFirstName' | 'studentLastName'>, search: string): boolean {
  const names = wordsOf(`${slip.studentFirstName} ${slip.studentLastName}`);
  return wordsOf(search).every((word) => names.some((name) => name.startsWith(word)));
}
