import { describe, expect, it } from 'vitest';
import { decideEquals, decideIn, decideIs, decideRelation, emptyConstraint, type FieldConstraint, tighten } from './constraints.js';
import { parseFilter } from '../database/filter.js';
import { FIELD_KEY_SEPARATOR, splitQuery as splitParsed } from './query.js';
import { and, nameIs, or, where } from './test-support.js';
import type { RValue } from './values.js';

const int = (v: number): RValue => ({ t: 'int', v: BigInt(v) });
const str = (v: string): RValue => ({ t: 'string', v });

/** The judge's path: the shared parser, then the split. */
const splitQuery = (where: unknown, collectionName: string) => splitParsed(parseFilter(where), collectionName);

function constraint(...filters: [Parameters<typeof tighten>[1], RValue][]): FieldConstraint {
  const c = emptyConstraint();
  for (const [op, v] of filters) tighten(c, op, v);
  return c;
}

describe('splitQuery', () => {
  it('gives one unconstrained alternative for an unfiltered query', () => {
    const [only, ...rest] = splitQuery(undefined, 'orders');
    expect(rest).toEqual([]);
    expect(only?.fields.size).toBe(0);
    expect(only?.documentId).toBeNull();
  });

  it('splits IN into one == alternative per value', () => {
    const alternatives = splitQuery(where('userId', 'IN', ['u1', 'u2']), 'orders');
    expect(alternatives.map((a) => a.text)).toEqual(['userId == "u1"', 'userId == "u2"']);
    expect(alternatives.map((a) => a.fields.get('userId')?.eq)).toEqual([str('u1'), str('u2')]);
  });

  it('splits ARRAY_CONTAINS_ANY into one array-contains alternative per value', () => {
    const alternatives = splitQuery(where('tags', 'ARRAY_CONTAINS_ANY', ['a', 'b']), 'posts');
    expect(alternatives.map((a) => a.fields.get('tags')?.contains)).toEqual([[str('a')], [str('b')]]);
  });

  it('distributes AND over OR: (a or b) and (c in [1, 2]) has four alternatives', () => {
    const alternatives = splitQuery(and(or(where('a', 'EQUAL', 1), where('b', 'EQUAL', 2)), where('c', 'IN', [1, 2])), 'x');
    expect(alternatives.map((a) => a.text)).toEqual(['a == 1 && c == 1', 'a == 1 && c == 2', 'b == 2 && c == 1', 'b == 2 && c == 2']);
  });

  it('keeps NOT_IN as one alternative whose field excludes each value', () => {
    const [only, ...rest] = splitQuery(where('status', 'NOT_IN', ['A', 'B']), 'orders');
    expect(rest).toEqual([]);
    expect(only?.fields.get('status')?.notIn).toEqual([str('A'), str('B')]);
  });

  it('intersects several filters on one field into one range', () => {
    const [only] = splitQuery(and(where('price', 'GREATER_THAN', 10), where('price', 'LESS_THAN_OR_EQUAL', 20), where('price', 'GREATER_THAN', 5)), 'p');
    expect(only?.fields.get('price')).toMatchObject({ lower: { value: int(10), inclusive: false }, upper: { value: int(20), inclusive: true } });
  });

  it('reads unary filters as constraints', () => {
    const [only] = splitQuery(
      and({ unaryFilter: { op: 'IS_NULL', field: { fieldPath: 'deletedAt' } } }, { unaryFilter: { op: 'IS_NOT_NULL', field: { fieldPath: 'paidAt' } } }),
      'orders',
    );
    expect(only?.fields.get('deletedAt')?.eq).toEqual({ t: 'null' });
    expect(only?.fields.get('paidAt')?.notIn).toEqual([{ t: 'null' }]);
  });

  it('keys nested and backquoted field paths by their segments', () => {
    const [only] = splitQuery(and(where('address.city', 'EQUAL', 'Oslo'), where('`a.b`.c', 'EQUAL', 1)), 'x');
    expect([...(only?.fields.keys() ?? [])]).toEqual([['address', 'city'].join(FIELD_KEY_SEPARATOR), ['a.b', 'c'].join(FIELD_KEY_SEPARATOR)]);
  });

  it('takes the document id from __name__ == a document of the queried collection only', () => {
    expect(splitQuery(nameIs('orders/o1'), 'orders')[0]?.documentId).toBe('o1');
    expect(splitQuery(nameIs('users/o1'), 'orders')[0]?.documentId).toBeNull();
    expect(splitQuery(nameIs('schools/s1/things/t1'), 'schools/s1/things')[0]?.documentId).toBe('t1');
  });
});

describe('deciding rule comparisons from a constraint alone', () => {
  it('decides == only when the constraint excludes the value', () => {
    const above10 = constraint(['GT', int(10)]);
    expect(decideEquals(above10, int(5))).toBe(false);
    expect(decideEquals(above10, int(10))).toBe(false);
    expect(decideEquals(above10, int(11))).toBeNull();
    // Range filters only match values of the filter's type, so a string is never equal.
    expect(decideEquals(above10, str('11'))).toBe(false);
    expect(decideEquals(constraint(['NE', str('x')]), str('x'))).toBe(false);
    expect(decideEquals(constraint(['NE', str('x')]), str('y'))).toBeNull();
    expect(decideEquals(constraint(['CONTAINS', str('a')]), str('a'))).toBe(false);
    expect(decideEquals(null, str('a'))).toBeNull();
  });

  it('decides relations the range implies, and nothing else', () => {
    const range = constraint(['GE', int(10)], ['LT', int(20)]);
    expect(decideRelation(range, '>', int(5), true)).toBe(true);
    expect(decideRelation(range, '>=', int(10), true)).toBe(true);
    expect(decideRelation(range, '>', int(10), true)).toBeNull();
    expect(decideRelation(range, '<', int(20), true)).toBe(true);
    expect(decideRelation(range, '<=', int(19), true)).toBeNull();
    expect(decideRelation(range, '<', int(10), true)).toBe(false);
    expect(decideRelation(range, '>=', int(20), true)).toBe(false);
    // 25 > x, i.e. x < 25: true; 15 < x: undecided.
    expect(decideRelation(range, '>', int(25), false)).toBe(true);
    expect(decideRelation(range, '<', int(15), false)).toBeNull();
    // Numbers of both kinds share one order.
    expect(decideRelation(range, '<', { t: 'float', v: 20.5 }, true)).toBe(true);
    // Against another type the rule itself would fail: undecided.
    expect(decideRelation(range, '<', str('z'), true)).toBeNull();
    expect(decideRelation(constraint(['NE', int(1)]), '<', int(5), true)).toBeNull();
    // At the bound itself, whether it is inclusive decides only the non-strict relations.
    const above10 = constraint(['GT', int(10)]);
    expect(decideRelation(above10, '<', int(10), true)).toBe(false);
    expect(decideRelation(above10, '<=', int(10), true)).toBe(false);
    expect(decideRelation(above10, '>', int(10), true)).toBe(true);
    const atMost10 = constraint(['LE', int(10)]);
    expect(decideRelation(atMost10, '>', int(10), true)).toBe(false);
    expect(decideRelation(atMost10, '>=', int(10), true)).toBeNull();
    expect(decideRelation(atMost10, '<=', int(10), true)).toBe(true);
    expect(decideRelation(atMost10, '<', int(10), true)).toBeNull();
  });

  it('decides is from the range type or array-contains', () => {
    expect(decideIs(constraint(['GT', int(0)]), 'number')).toBe(true);
    expect(decideIs(constraint(['GT', int(0)]), 'int')).toBeNull();
    expect(decideIs(constraint(['GT', int(0)]), 'string')).toBe(false);
    expect(decideIs(constraint(['GT', str('a')]), 'string')).toBe(true);
    expect(decideIs(constraint(['CONTAINS', str('a')]), 'list')).toBe(true);
    expect(decideIs(constraint(['NE', str('a')]), 'string')).toBeNull();
  });

  it('decides x in [..] element by element', () => {
    const notAB = constraint(['NE', str('A')], ['NE', str('B')]);
    expect(decideIn(notAB, [str('A'), str('B')])).toBe(false);
    expect(decideIn(notAB, [str('A'), str('C')])).toBeNull();
    expect(decideIn(constraint(['EQUAL', str('C')]), [str('A'), str('C')])).toBe(true);
  });

  it('decides nothing from conflicting equalities', () => {
    const conflict = constraint(['EQUAL', int(1)], ['EQUAL', int(2)]);
    expect(decideEquals(conflict, int(1))).toBeNull();
    expect(decideRelation(conflict, '<', int(5), true)).toBeNull();
  });
});
