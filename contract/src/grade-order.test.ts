import { describe, expect, it } from 'vitest';
import { byGrade, gradeRank, nextGrade } from './grade-order';

describe('grade order', () => {
  it('sorts a school’s lists Pre-K, Kindergarten, 1st … 12th, then lists naming no grade', () => {
    const names = ['Art Club', '10th Grade', '2nd Grade', 'Kindergarten', '1st Grade', 'Grade 12', 'Pre-K', '3rd Grade - Room 12', '9th Grade'];
    expect(
      names
        .map((name) => ({ name }))
        .sort(byGrade)
        .map((l) => l.name),
    ).toEqual(['Pre-K', 'Kindergarten', '1st Grade', '2nd Grade', '3rd Grade - Room 12', '9th Grade', '10th Grade', 'Grade 12', 'Art Club']);
  });

  it.each([
    ['Pre-Kindergarten', -1],
    ['PreK Supplies', -1],
    ['Preescolar', -1],
    ['K', 0],
    ['Kínder', 0],
    ['1er grado', 1],
    ['2do grado', 2],
    ['Grado 4', 4],
    ['5th grade (Ms. Lee)', 5],
    ['Grade 13', Number.POSITIVE_INFINITY],
    ['Room 12 supplies', Number.POSITIVE_INFINITY],
    ['Band', Number.POSITIVE_INFINITY],
  ])('reads %s as grade %s', (name, rank) => {
    expect(gradeRank(name)).toBe(rank);
  });

  it('keeps two lists of one grade in name order, numbers compared as numbers', () => {
    const lists = [{ name: '3rd Grade Room 10' }, { name: '3rd Grade Room 9' }];
    expect(lists.sort(byGrade).map((l) => l.name)).toEqual(['3rd Grade Room 9', '3rd Grade Room 10']);
  });

  it('moves a child up one grade, Pre-K to Kindergarten to 1st, and past 12th grade out of school', () => {
    expect([-1, 0, 1, 11, 12].map(nextGrade)).toEqual([0, 1, 2, 12, null]);
  });
});
