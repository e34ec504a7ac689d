// What a list query tells the rules about the documents it can return, and what can be
// decided from that alone.
//
// Production does not read documents to judge a query: "Cloud Firestore evaluates a query
// against its potential result set instead of the actual field values for all of your
// documents. If a query could potentially return documents that the client does not have
// permission to read, the entire request fails." (Securely query data, "Rules are not
// filters".) So `resource.data.f` of a list request is only what the query's filter says
// of `f`: a value when `f == value`, a constraint for any other operator, nothing at all
// when the query does not mention `f`. A rule comparison the constraint does not decide
// has no answer, which we treat as an error: errors never allow.
//
// Every decision here must hold for every document the constraint admits. Dropping a
// constraint is always sound (it only makes fewer things decidable), which is what we do
// with whatever we cannot use.

import { type Bound, compare, contains, equals, type FieldConstraint, type RValue, typeName } from './values.js';

export type { FieldConstraint } from './values.js';

export function emptyConstraint(): FieldConstraint {
  return { notIn: [], contains: [] };
}

/**
 * Firestore's range filters (`<`, `<=`, `>`, `>=`) only match values of the filter value's
 * type, integers and doubles counting as one type ("number").
 */
function typeClass(v: RValue): string {
  return v.t === 'int' || v.t === 'float' ? 'number' : typeName(v);
}

function boundClass(c: FieldConstraint): string | null {
  const bound = c.lower ?? c.upper;
  return bound ? typeClass(bound.value) : null;
}

/** Decides `x == v` for a field `x` known only by its constraint: true, false, or null (undecided). */
export function decideEquals(c: FieldConstraint | null, v: RValue): boolean | null {
  if (!c || c.conflict) return null;
  if (c.eq !== undefined) return equals(c.eq, v);
  const cls = boundClass(c);
  if (cls !== null) {
    if (typeClass(v) !== cls) return false;
    if (c.lower) {
      const d = compare(v, c.lower.value);
      if (d !== null && (d < 0 || (d === 0 && !c.lower.inclusive))) return false;
    }
    if (c.upper) {
      const d = compare(v, c.upper.value);
      if (d !== null && (d > 0 || (d === 0 && !c.upper.inclusive))) return false;
    }
  }
  if (contains(c.notIn, v)) return false;
  if (c.contains.length > 0) {
    if (v.t !== 'list') return false;
    if (c.contains.some((needle) => !contains(v.items, needle))) return false;
  }
  return null;
}

export type Relation = '<' | '<=' | '>' | '>=';

const FLIPPED: Record<Relation, Relation> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' };

/**
 * Decides `x op v` (or `v op x` when `fieldOnLeft` is false) from the field's range.
 * Example: the query `price > 10` decides the rule `resource.data.price > 5` (true) and
 * `resource.data.price < 3` (false), but not `resource.data.price > 20`.
 */
export function decideRelation(c: FieldConstraint | null, op: Relation, v: RValue, fieldOnLeft: boolean): boolean | null {
  if (!c || c.conflict) return null;
  if (c.eq !== undefined) {
    const d = fieldOnLeft ? compare(c.eq, v) : compare(v, c.eq);
    return d === null || Number.isNaN(d) ? null : holds(op, d);
  }
  const relation = fieldOnLeft ? op : FLIPPED[op];
  const cls = boundClass(c);
  // Without a range, or against another type (an error in the rules), nothing is decided.
  if (cls === null || typeClass(v) !== cls) return null;
  const { lower, upper } = c;
  // cmpLower = compare(lower bound, v), cmpUpper = compare(upper bound, v); null when absent.
  const cmpLower = lower ? compare(lower.value, v) : null;
  const cmpUpper = upper ? compare(upper.value, v) : null;
  // Every x lies above v (x > v), or at or above it (x >= v), by the lower bound…
  const allAbove = lower !== undefined && cmpLower !== null && (cmpLower > 0 || (cmpLower === 0 && !lower.inclusive));
  const allAtOrAbove = cmpLower !== null && cmpLower >= 0;
  // …and below v (x < v), or at or below it (x <= v), by the upper bound.
  const allBelow = upper !== undefined && cmpUpper !== null && (cmpUpper < 0 || (cmpUpper === 0 && !upper.inclusive));
  const allAtOrBelow = cmpUpper !== null && cmpUpper <= 0;
  switch (relation) {
    case '<':
      return allBelow ? true : allAtOrAbove ? false : null;
    case '<=':
      return allAtOrBelow ? true : allAbove ? false : null;
    case '>':
      return allAbove ? true : allAtOrBelow ? false : null;
    case '>=':
      return allAtOrAbove ? true : allBelow ? false : null;
  }
}

function holds(op: Relation, d: number): boolean {
  switch (op) {
    case '<':
      return d < 0;
    case '<=':
      return d <= 0;
    case '>':
      return d > 0;
    case '>=':
      return d >= 0;
  }
}

/** Decides `x is type`: a range filter fixes the type class, `array-contains` makes it a list. */
export function decideIs(c: FieldConstraint | null, type: string): boolean | null {
  if (!c || c.conflict) return null;
  const cls = boundClass(c) ?? (c.contains.length > 0 ? 'list' : null);
  if (cls === null) return null;
  if (cls === 'number') {
    if (type === 'number') return true;
    if (type === 'int' || type === 'float') return null;
    return false;
  }
  return type === cls;
}

/** Decides `v in x` for an array field: only `array-contains v` makes it true. */
export function decideMember(c: FieldConstraint | null, v: RValue): boolean | null {
  if (!c || c.conflict) return null;
  return contains(c.contains, v) ? true : null;
}

/** Decides `x.hasAll(list)` / `x.hasAny(list)` from `array-contains`. */
export function decideHas(c: FieldConstraint | null, kind: 'hasAll' | 'hasAny', items: readonly RValue[]): boolean | null {
  if (!c || c.conflict) return null;
  if (kind === 'hasAll') return items.every((item) => contains(c.contains, item)) ? true : null;
  return items.some((item) => contains(c.contains, item)) ? true : null;
}

/** Decides `x in [a, b, …]`: true if one element is decided equal, false if all are decided unequal. */
export function decideIn(c: FieldConstraint | null, items: readonly RValue[]): boolean | null {
  let allFalse = true;
  for (const item of items) {
    const d = decideEquals(c, item);
    if (d === true) return true;
    if (d === null) allFalse = false;
  }
  return allFalse ? false : null;
}

/** Adds one filter to a field's constraint (several filters on a field intersect). */
export function tighten(c: FieldConstraint, op: 'EQUAL' | 'LT' | 'LE' | 'GT' | 'GE' | 'NE' | 'CONTAINS', v: RValue): void {
  switch (op) {
    case 'EQUAL':
      if (c.eq !== undefined && !equals(c.eq, v)) c.conflict = true;
      else c.eq = v;
      return;
    case 'NE':
      c.notIn.push(v);
      return;
    case 'CONTAINS':
      c.contains.push(v);
      return;
    case 'LT':
    case 'LE':
      c.upper = tighterBound(c.upper, { value: v, inclusive: op === 'LE' }, 1);
      return;
    case 'GT':
    case 'GE':
      c.lower = tighterBound(c.lower, { value: v, inclusive: op === 'GE' }, -1);
      return;
  }
}

/**
 * Keeps the tighter of two bounds. `direction` is 1 for upper bounds (smaller is tighter),
 * -1 for lower bounds. Bounds of different types (the query then returns nothing) keep
 * the first, which is sound: dropping a constraint never decides more.
 */
function tighterBound(current: Bound | undefined, next: Bound, direction: 1 | -1): Bound {
  if (!current) return next;
  if (typeClass(current.value) !== typeClass(next.value)) return current;
  const d = compare(next.value, current.value);
  if (d === null || Number.isNaN(d)) return current;
  if (d * direction < 0) return next;
  if (d === 0) return { value: current.value, inclusive: current.inclusive && next.inclusive };
  return current;
}
