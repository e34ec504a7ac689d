import { describe, expect, it } from 'vitest';
import { matchClassRows } from './match-rows';

const boxes = [
  { orderId: 'o1', studentFirstName: 'José', studentLastName: 'Núñez' },
  { orderId: 'o2', studentFirstName: 'Twin', studentLastName: 'Kid' },
  { orderId: 'o3', studentFirstName: 'Twin', studentLastName: 'Kid' },
  { orderId: 'o4', studentFirstName: 'Zoë', studentLastName: 'Brontë' },
];
const teachers = [
  { id: 't1', name: 'Ms. Ortiz' },
  { id: 't2', name: 'Mr. Lee' },
  { id: 't3', name: 'Mr. Lee' },
];
const row = (line: number, firstName: string, lastName: string, teacher: string) => ({ line, firstName, lastName, teacher });

describe('matchClassRows', () => {
  it('matches a child and a teacher with accents and case folded', () => {
    const { assignments, unassigned } = matchClassRows([row(2, 'jose', 'NUNEZ', 'ms. ortiz'), row(3, ' Zoe ', 'Bronte', 'MS.  ORTIZ')], boxes, teachers);
    expect(assignments).toEqual([
      { orderId: 'o1', teacher: teachers[0] },
      { orderId: 'o4', teacher: teachers[0] },
    ]);
    expect(unassigned).toEqual([]);
  });

  it('answers the rows of no box, several boxes, or no single teacher, with their lines', () => {
    const { assignments, unassigned } = matchClassRows(
      [row(2, 'Twin', 'Kid', 'Ms. Ortiz'), row(3, 'Nobody', 'Here', 'Ms. Ortiz'), row(4, 'José', 'Núñez', 'Mr. Lee'), row(5, 'José', 'Núñez', 'Mrs. Gone')],
      boxes,
      teachers,
    );
    expect(assignments).toEqual([]);
    expect(unassigned.map((r) => [r.line, r.reason])).toEqual([
      [2, 'severalBoxes'],
      [3, 'noBox'],
      [4, 'noTeacher'],
      [5, 'noTeacher'],
    ]);
  });

  it('does not take one name for another', () => {
    expect(matchClassRows([row(2, 'Jose', 'Nunes', 'Ms. Ortiz')], boxes, teachers).unassigned[0]?.reason).toBe('noBox');
  });
});
