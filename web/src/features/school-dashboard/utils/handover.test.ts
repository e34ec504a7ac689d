import { describe, expect, it } from 'vitest';
import { matchesStudent } from './handover';

const mia = { studentFirstName: 'Mia', studentLastName: 'Rivera-Núñez' };

describe('matchesStudent', () => {
  it('finds a student by the start of a first or last name, in any case and order', () => {
    for (const search of ['mia', 'RIV', 'riv mi', ' Mia  Rivera ', 'nunez', 'Núñ']) expect(matchesStudent(mia, search), search).toBe(true);
  });

  it('finds a hyphenated surname typed whole, with or without its accents', () => {
    for (const search of ['Rivera-Núñez', 'rivera-nunez', 'Mia Rivera-Núñez', 'rivera núñez']) expect(matchesStudent(mia, search), search).toBe(true);
  });

  it('does not find a student by the middle of a name, or by another name', () => {
    for (const search of ['ver', 'mia smith', 'x']) expect(matchesStudent(mia, search), search).toBe(false);
  });

  it('finds everyone when nothing is typed', () => {
    expect(matchesStudent(mia, '')).toBe(true);
    expect(matchesStudent(mia, '   ')).toBe(true);
  });
});
