import { describe, expect, it } from 'vitest';
import { Code, FirestoreError } from '../api/errors';
import { disjunctionCount, parseFilter } from './filter';

const field = (fieldPath: string, op: string, value: unknown) => ({ fieldFilter: { field: { fieldPath }, op, value } });
const ints = (count: number) => ({ arrayValue: { values: Array.from({ length: count }, (_, i) => ({ integerValue: String(i) })) } });
const and = (...filters: unknown[]) => ({ compositeFilter: { op: 'AND', filters } });
const or = (...filters: unknown[]) => ({ compositeFilter: { op: 'OR', filters } });
const eq = (fieldPath: string, n: number) => field(fieldPath, 'EQUAL', { integerValue: String(n) });
const unary = (fieldPath: string, op: string) => ({ unaryFilter: { op, field: { fieldPath } } });

function refusal(where: unknown): FirestoreError {
  try {
    parseFilter(where);
  } catch (error) {
    if (error instanceof FirestoreError) return error;
    throw error;
  }
  throw new Error('the filter was accepted');
}

describe('parseFilter', () => {
  it('reads each kind of filter once, with its field path parsed', () => {
    expect(parseFilter(undefined)).toBeNull();
    expect(parseFilter(field('`a.b`.c', 'EQUAL', { stringValue: 'x' }))).toEqual({
      kind: 'field',
      path: '`a.b`.c',
      segments: ['a.b', 'c'],
      op: 'EQUAL',
      value: { stringValue: 'x' },
    });
    expect(parseFilter(or(unary('a', 'IS_NULL')))).toEqual({
      kind: 'composite',
      op: 'OR',
      filters: [{ kind: 'unary', path: 'a', segments: ['a'], op: 'IS_NULL' }],
    });
  });

  it('takes a null part as unset, as proto3 JSON does', () => {
    expect(parseFilter({ unaryFilter: null, fieldFilter: field('a', 'EQUAL', { integerValue: '1' }).fieldFilter })).toMatchObject({ kind: 'field' });
  });

  it.each([
    ['a unaryFilter and a compositeFilter', { ...unary('userId', 'IS_NOT_NULL'), ...and(eq('userId', 1)) }, /exactly one of/],
    ['a fieldFilter and a unaryFilter', { ...eq('a', 1), ...unary('b', 'IS_NULL') }, /exactly one of/],
    ['all three parts', { ...eq('a', 1), ...unary('b', 'IS_NULL'), ...and(eq('c', 1)) }, /exactly one of/],
    ['two parts nested in a composite filter', and({ ...eq('a', 1), ...unary('b', 'IS_NULL') }), /exactly one of/],
    ['an empty filter', {}, /empty filter/],
    ['an unknown part', { field_filter: eq('a', 1).fieldFilter }, /unknown filter field field_filter/],
    ['an unknown operator', field('a', 'LIKE', { stringValue: 'x' }), /operator LIKE/],
    ['an unknown unary operator', unary('a', 'IS_EMPTY'), /operator IS_EMPTY/],
    ['a composite filter without AND or OR', { compositeFilter: { op: 'XOR', filters: [eq('a', 1)] } }, /AND or OR/],
    ['an empty OR', or(), /at least one filter/],
    ['an empty AND', and(), /at least one filter/],
    ['a missing field path', { fieldFilter: { field: {}, op: 'EQUAL', value: { stringValue: 'x' } } }, /field path/],
    ['an invalid field path', field('a..b', 'EQUAL', { stringValue: 'x' }), /Invalid field path/],
    ['a missing value', { fieldFilter: { field: { fieldPath: 'a' }, op: 'EQUAL' } }, /needs a value/],
    ['a value of two kinds (a oneof too)', field('userId', 'EQUAL', { stringValue: 'alice', nullValue: null }), /one value type/],
    ['a value of two kinds inside IN', field('userId', 'IN', { arrayValue: { values: [{ stringValue: 'alice', integerValue: '1' }] } }), /one value type/],
    ['an empty IN', field('a', 'IN', { arrayValue: {} }), /non-empty array/],
    ['IN without an array', field('a', 'IN', { stringValue: 'x' }), /non-empty array/],
    ['31 values of IN', field('a', 'IN', ints(31)), /at most 30 values/],
    ['31 values of ARRAY_CONTAINS_ANY', field('a', 'ARRAY_CONTAINS_ANY', ints(31)), /at most 30 values/],
    ['11 values of NOT_IN', field('a', 'NOT_IN', ints(11)), /at most 10 values/],
    ['31 disjunctions of OR', or(...Array.from({ length: 31 }, (_, i) => eq('a', i))), /at most 30 disjunctions/],
    ['5 × 7 disjunctions of two INs', and(field('a', 'IN', ints(5)), field('b', 'IN', ints(7))), /at most 30 disjunctions/],
    ['two != filters', and(field('a', 'NOT_EQUAL', { integerValue: '1' }), field('b', 'NOT_EQUAL', { integerValue: '1' })), /at most one not-in or !=/],
    ['not-in with !=', and(field('a', 'NOT_IN', ints(2)), field('b', 'NOT_EQUAL', { integerValue: '1' })), /at most one not-in or !=/],
    ['not-in with in', and(field('a', 'NOT_IN', ints(2)), field('b', 'IN', ints(2))), /not-in cannot be combined/],
    ['not-in with or', or(field('a', 'NOT_IN', ints(2)), eq('b', 1)), /not-in cannot be combined/],
    [
      'two array-contains in one disjunction',
      and(field('a', 'ARRAY_CONTAINS', { integerValue: '1' }), field('b', 'ARRAY_CONTAINS', { integerValue: '1' })),
      /at most one array-contains/,
    ],
    [
      'array-contains with array-contains-any',
      and(field('a', 'ARRAY_CONTAINS', { integerValue: '1' }), field('b', 'ARRAY_CONTAINS_ANY', ints(2))),
      /cannot be combined with array-contains-any/,
    ],
  ])('refuses %s as INVALID_ARGUMENT', (_name, where, message) => {
    const error = refusal(where);
    expect(error.code).toBe(Code.INVALID_ARGUMENT);
    expect(error.message).toMatch(message);
  });

  it('accepts the limits themselves', () => {
    expect(parseFilter(field('a', 'IN', ints(30)))).not.toBeNull();
    expect(parseFilter(field('a', 'NOT_IN', ints(10)))).not.toBeNull();
    expect(parseFilter(and(field('a', 'IN', ints(5)), field('b', 'IN', ints(6))))).not.toBeNull();
    // One array-contains in each of two disjunctions.
    expect(parseFilter(or(field('a', 'ARRAY_CONTAINS', { integerValue: '1' }), field('b', 'ARRAY_CONTAINS', { integerValue: '1' })))).not.toBeNull();
  });
});

describe('disjunctionCount', () => {
  // The examples of Firestore's "Limits on OR queries".
  it.each([
    ['a == 1', eq('a', 1), 1],
    ['a == 1 or b == 2', or(eq('a', 1), eq('b', 2)), 2],
    ['(a or b) and (c or d)', and(or(eq('a', 1), eq('b', 2)), or(eq('c', 3), eq('d', 4))), 4],
    ['a in [10 values]', field('a', 'IN', ints(10)), 10],
    ['a in [10] or b in [10]', or(field('a', 'IN', ints(10)), field('b', 'IN', ints(10))), 20],
    ['a in [5] and (b or c)', and(field('a', 'IN', ints(5)), or(eq('b', 2), eq('c', 3))), 10],
    ['not-in counts once', field('a', 'NOT_IN', ints(3)), 1],
  ])('%s has %i', (_name, where, count) => {
    expect(disjunctionCount(parseFilter(where)!)).toBe(count);
  });
});
