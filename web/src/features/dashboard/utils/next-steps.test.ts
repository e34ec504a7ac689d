import type { RememberedChild, School } from '@ssb/contract';
import { describe, expect, it } from 'vitest';
import { aSchool } from '@/testing/school-fixtures';
import { boxesToOrder, CLOSING_SOON_DAYS } from './next-steps';

// 10:00 in Chicago on August 1, 2026.
const now = new Date('2026-08-01T15:00:00Z');

const school = (id: string, window: Partial<School> = {}): School =>
  aSchool({
    id,
    name: `School ${id}`,
    note: '',
    orderingOpensOn: '2026-07-01',
    orderingClosesOn: '2026-08-05',
    timeZone: 'America/Chicago',
    publishedListCount: 1,
    ...window,
  });
const child = (firstName: string, schoolId: string, lastOrderedAt: string | null = null): RememberedChild => ({
  firstName,
  lastName: 'Park',
  schoolId,
  schoolName: `School ${schoolId}`,
  lastOrderedAt,
});
const names = (children: RememberedChild[], schools: School[]) =>
  boxesToOrder(children, new Map(schools.map((s) => [s.id, s])), now).map(({ child, closesOn }) => `${child.firstName} ${closesOn}`);

describe('the boxes the dashboard asks a family to order', () => {
  it('are for children with no live order since their school’s window opened, when it closes soon', () => {
    const schools = [school('a')];
    expect(names([child('Zoe', 'a'), child('Eli', 'a', '2025-08-02T15:00:00Z'), child('Mia', 'a', '2026-07-20T15:00:00Z')], schools)).toEqual([
      'Zoe 2026-08-05',
      'Eli 2026-08-05',
    ]);
  });

  it('count an order placed on the opening day, read in the school’s time zone', () => {
    // 23:30 on June 30 in Chicago is already July 1 in UTC: still before the window.
    expect(names([child('Zoe', 'a', '2026-07-01T04:30:00Z')], [school('a')])).toEqual(['Zoe 2026-08-05']);
    expect(names([child('Zoe', 'a', '2026-07-01T05:30:00Z')], [school('a')])).toEqual([]);
  });

  it('wait for a window closing within two weeks, the closing day included, and leave out a closed, future or all-year school', () => {
    const soon = (days: number) => `2026-08-${String(1 + days).padStart(2, '0')}`;
    expect(names([child('Zoe', 'a')], [school('a', { orderingClosesOn: soon(CLOSING_SOON_DAYS - 1) })])).toEqual([`Zoe ${soon(CLOSING_SOON_DAYS - 1)}`]);
    expect(names([child('Zoe', 'a')], [school('a', { orderingClosesOn: soon(CLOSING_SOON_DAYS) })])).toEqual([]);
    expect(names([child('Zoe', 'a')], [school('a', { orderingClosesOn: '2026-08-01' })])).toEqual(['Zoe 2026-08-01']);
    expect(names([child('Zoe', 'a')], [school('a', { orderingClosesOn: '2026-07-31' })])).toEqual([]);
    expect(names([child('Zoe', 'a')], [school('a', { orderingOpensOn: '2026-08-02', orderingClosesOn: '2026-08-09' })])).toEqual([]);
    expect(names([child('Zoe', 'a')], [school('a', { orderingOpensOn: null, orderingClosesOn: null, timeZone: null })])).toEqual([]);
  });

  it('come soonest first, and wait for a school not known yet', () => {
    const schools = [school('a'), school('b', { orderingClosesOn: '2026-08-03' })];
    expect(names([child('Zoe', 'a'), child('Eli', 'b'), child('Mia', 'c')], schools)).toEqual(['Eli 2026-08-03', 'Zoe 2026-08-05']);
  });
});
