import type { FieldFilterOperator, UnaryFilterOperator, Value } from '../api/types';
import { invalidArgument } from '../api/errors';
import { canonicalFieldPath, parseFieldPath } from './field-paths';
import { normalizeValue } from './values';

// StructuredQuery.where, read once and strictly, as production reads it. The query runner
// and the security rules both take the filter from here: were they to read the request
// each its own way, a filter the rules allowed could run as another (a `where` carrying a
// unaryFilter and a compositeFilter was judged on one and run on the other). So anything
// production refuses is refused here, before either looks at it:
// - a Filter is a oneof: exactly one of fieldFilter, compositeFilter, unaryFilter;
// - operators, field paths and operands as the API defines them (a Value is a oneof too,
//   and is normalised here, so both read one value); a composite filter holds at least
//   one filter;
// - Firestore's documented limits: at most 30 disjunctions in disjunctive normal form
//   (`or`, each value of `in` and of `array-contains-any` is one), at most 30 values
//   in `in` / `array-contains-any` and 10 in `not-in`, a single `not-in` or `!=` per
//   query, `not-in` never with `in`, `array-contains-any` or `or`, and in each
//   disjunction at most one `array-contains`, never with `array-contains-any`.

export const MAX_DISJUNCTIONS = 30;
export const MAX_IN_VALUES = 30;
export const MAX_NOT_IN_VALUES = 10;

export type ParsedFilter =
  | { kind: 'field'; path: string; segments: readonly string[]; op: FieldFilterOperator; value: Value }
  | { kind: 'unary'; path: string; segments: readonly string[]; op: UnaryFilterOperator }
  | { kind: 'composite'; op: 'AND' | 'OR'; filters: readonly ParsedFilter[] };

const FIELD_OPS = new Set<string>([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
]);
const UNARY_OPS = new Set<string>(['IS_NAN', 'IS_NULL', 'IS_NOT_NAN', 'IS_NOT_NULL']);
const FILTER_KINDS = ['fieldFilter', 'compositeFilter', 'unaryFilter'] as const;

const invalidFilter = (message: string) => invalidArgument(`Invalid query: ${message}`);

/** The filter of a query, or null when it has none; throws INVALID_ARGUMENT for anything production refuses. */
export function parseFilter(where: unknown): ParsedFilter | null {
  if (where === undefined || where === null) return null;
  const filter = parsePart(where);
  checkLimits(filter);
  return filter;
}

function parsePart(raw: unknown): ParsedFilter {
  const filter = record(raw, 'a filter');
  const unknown = Object.keys(filter).filter((key) => !(FILTER_KINDS as readonly string[]).includes(key));
  if (unknown.length) throw invalidFilter(`unknown filter field ${unknown.join(', ')}`);
  // proto3 JSON: a null field is an unset one.
  const set = FILTER_KINDS.filter((kind) => filter[kind] !== undefined && filter[kind] !== null);
  if (set.length !== 1) throw invalidFilter(set.length ? `a filter sets exactly one of ${FILTER_KINDS.join(', ')}, not ${set.join(' and ')}` : 'empty filter');
  const kind = set[0]!;
  const body = record(filter[kind], kind);
  if (kind === 'compositeFilter') return compositeFilter(body);
  if (kind === 'unaryFilter') {
    if (!UNARY_OPS.has(String(body.op))) throw invalidFilter(`unsupported unary filter operator ${String(body.op)}`);
    return { kind: 'unary', ...fieldReference(body.field), op: body.op as UnaryFilterOperator };
  }
  return fieldFilter(body);
}

function compositeFilter(body: Record<string, unknown>): ParsedFilter {
  if (body.op !== 'AND' && body.op !== 'OR') throw invalidFilter(`a composite filter needs AND or OR, not ${String(body.op)}`);
  const filters = body.filters ?? [];
  if (!Array.isArray(filters)) throw invalidFilter('compositeFilter.filters must be a list');
  if (filters.length === 0) throw invalidFilter('a composite filter needs at least one filter');
  return { kind: 'composite', op: body.op, filters: filters.map(parsePart) };
}

function fieldFilter(body: Record<string, unknown>): ParsedFilter {
  const op = String(body.op);
  if (!FIELD_OPS.has(op)) throw invalidFilter(`unsupported field filter operator ${op}`);
  if (body.value === undefined || body.value === null) throw invalidFilter('a field filter needs a value');
  const value = normalizeValue(body.value);
  if (op === 'IN' || op === 'NOT_IN' || op === 'ARRAY_CONTAINS_ANY') {
    const values = 'arrayValue' in value ? (value.arrayValue.values ?? []) : [];
    if (!values.length) throw invalidFilter(`${op} needs a non-empty array value`);
    const max = op === 'NOT_IN' ? MAX_NOT_IN_VALUES : MAX_IN_VALUES;
    if (values.length > max) throw invalidFilter(`${op} takes at most ${max} values, not ${values.length}`);
  }
  return { kind: 'field', ...fieldReference(body.field), op: op as FieldFilterOperator, value };
}

function fieldReference(raw: unknown): { path: string; segments: readonly string[] } {
  const reference = raw === undefined || raw === null ? {} : record(raw, 'field');
  if (typeof reference.fieldPath !== 'string' || reference.fieldPath === '') throw invalidFilter('a filter needs a field path');
  return { path: canonicalFieldPath(reference.fieldPath), segments: parseFieldPath(reference.fieldPath) };
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidFilter(`${what} must be an object`);
  return value as Record<string, unknown>;
}

/** How many disjunctions the filter has in disjunctive normal form (stops counting past the limit). */
export function disjunctionCount(filter: ParsedFilter): number {
  switch (filter.kind) {
    case 'unary':
      return 1;
    case 'field':
      return (filter.op === 'IN' || filter.op === 'ARRAY_CONTAINS_ANY') && 'arrayValue' in filter.value ? (filter.value.arrayValue.values ?? []).length : 1;
    case 'composite': {
      const counts = filter.filters.map(disjunctionCount);
      const combined = filter.op === 'OR' ? counts.reduce((sum, n) => sum + n, 0) : counts.reduce((product, n) => product * n, 1);
      return Math.min(combined, MAX_DISJUNCTIONS + 1);
    }
  }
}

function* fieldFilters(filter: ParsedFilter): Generator<Extract<ParsedFilter, { kind: 'field' }>> {
  if (filter.kind === 'field') yield filter;
  if (filter.kind === 'composite') for (const part of filter.filters) yield* fieldFilters(part);
}

function hasOr(filter: ParsedFilter): boolean {
  return filter.kind === 'composite' && (filter.op === 'OR' || filter.filters.some(hasOr));
}

/** The operators of each disjunction in disjunctive normal form (only once the count is known to be small). */
function operatorsByDisjunction(filter: ParsedFilter): string[][] {
  if (filter.kind === 'unary') return [[filter.op]];
  if (filter.kind === 'field') return Array.from({ length: disjunctionCount(filter) }, () => [filter.op]);
  const parts = filter.filters.map(operatorsByDisjunction);
  if (filter.op === 'OR') return parts.flat();
  return parts.reduce<string[][]>((acc, part) => acc.flatMap((left) => part.map((right) => [...left, ...right])), [[]]);
}

function checkLimits(filter: ParsedFilter): void {
  const disjunctions = disjunctionCount(filter);
  if (disjunctions > MAX_DISJUNCTIONS)
    throw invalidFilter(`a query has at most ${MAX_DISJUNCTIONS} disjunctions in disjunctive normal form; this one has more`);
  for (const ops of operatorsByDisjunction(filter)) {
    const arrayContains = ops.filter((op) => op === 'ARRAY_CONTAINS').length;
    if (arrayContains > 1) throw invalidFilter('a disjunction has at most one array-contains filter');
    if (arrayContains && ops.includes('ARRAY_CONTAINS_ANY'))
      throw invalidFilter('array-contains cannot be combined with array-contains-any in one disjunction');
  }
  const ops = [...fieldFilters(filter)].map((part) => part.op);
  if (ops.filter((op) => op === 'NOT_IN' || op === 'NOT_EQUAL').length > 1) throw invalidFilter('a query has at most one not-in or != filter');
  if (ops.includes('NOT_IN') && (ops.includes('IN') || ops.includes('ARRAY_CONTAINS_ANY') || hasOr(filter))) {
    throw invalidFilter('not-in cannot be combined with in, array-contains-any or or');
  }
}
