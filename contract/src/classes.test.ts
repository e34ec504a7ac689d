import { describe, expect, it } from 'vitest';
import { byTeacher, foldName, teachesList } from './class-rules';

describe('foldName', () => {
  it('folds accents, case and spaces', () => {
    expect(foldName('José Núñez')).toBe(foldName('jose nunez'));
    expect(foldName('  ZOË   Brontë ')).toBe('zoe bronte');
    expect(foldName('Ana María')).not.toBe(foldName('Ana Mario'));
  });
});

describe('teachesList', () => {
  it('reads the grade from both names', () => {
    expect(teachesList('2nd Grade', 'Grade 2')).toBe(true);
    expect(teachesList('2', '2nd Grade')).toBe(false);
    expect(teachesList('Grade 2', '3rd Grade')).toBe(false);
    expect(teachesList('Kindergarten', 'Kindergarten Supplies')).toBe(true);
  });

  it('compares the words where no grade is read', () => {
    expect(teachesList('Art Room', 'art room')).toBe(true);
    expect(teachesList('Art Room', 'Music')).toBe(false);
  });
});

describe('byTeacher', () => {
  it('puts boxes of no known teacher last', () => {
    const boxes = [{ teacherName: null }, { teacherName: 'Ms. Ortiz' }, { teacherName: 'Mr. Adams' }];
    expect(boxes.sort(byTeacher).map((b) => b.teacherName)).toEqual(['Mr. Adams', 'Ms. Ortiz', null]);
  });
});
