import type { PackingSlip } from '@ssb/contract';

/** Lower case without accents, so "jose" finds "José". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The handover checklist's search: every word typed starts a word of the student's name, in
 * any order and any case ("riv mi" finds Mia Rivera). An empty search finds every box.
 */
export function matchesStudent(slip: Pick<PackingSlip, 'studentFirstName' | 'studentLastName'>, search: string): boolean {
  const names = folded(`${slip.studentFirstName} ${slip.studentLastName}`)
    .split(/[\s-]+/)
    .filter(Boolean);
  return folded(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => names.some((name) => name.startsWith(word)));
}
