import { describe, expect, it } from 'vitest';
import { schoolSearchTerms } from '@ssb/contract';
import { DASHBOARD_SCHOOL, orderSchool, schoolAddress } from './big-data';

/** A school's orders as the bench seeds them: the small set's 5,000 among 20 schools, then the large set's others among 200. */
function ordersOf(school: number): { small: number; large: number } {
  let small = 0;
  let large = 0;
  for (let o = 0; o < 50_000; o++) {
    if (orderSchool(o, o < 5_000 ? 20 : 200) !== school) continue;
    if (o < 5_000) small++;
    large++;
  }
  return { small, large };
}

describe('orderSchool', () => {
  it('gives the dashboard school every 25th order: 200 of the small set, 2,000 of the large one', () => {
    expect(ordersOf(DASHBOARD_SCHOOL)).toEqual({ small: 200, large: 2_000 });
  });

  it('spreads the other orders round the schools, the one before the dashboard school taking its turn', () => {
    expect(ordersOf(7)).toEqual({ small: 250, large: 475 });
    expect(ordersOf(DASHBOARD_SCHOOL - 1)).toEqual({ small: 450, large: 900 });
  });

  it('goes round every school when there are too few for a dashboard school', () => {
    expect([0, 1, 20, 21].map((o) => orderSchool(o, 1))).toEqual([0, 0, 0, 0]);
  });
});

describe('schoolAddress', () => {
  it('puts one school in ten in a city and one in fifty in a ZIP code, each found by its search key', () => {
    const terms = (s: number) => schoolSearchTerms({ name: `Bench School ${s}`, fullAddress: schoolAddress(s) });
    const found = (key: string) => Array.from({ length: 200 }, (_, s) => s).filter((s) => terms(s).includes(key)).length;
    expect(found('riverton')).toBe(20);
    expect(found('62707')).toBe(4);
  });
});
