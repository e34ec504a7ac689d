import type { Cursor, FieldFilterOperator, StructuredQuery, UnaryFilterOperator, Value } from '../api/types';
import { invalidArgument } from '../api/errors';
import type { DocumentStore, StoredDocument } from './document-store';
import { canonicalFieldPath, DOCUMENT_ID_PATH, getField, parseFieldPath } from './field-paths';
import { parseFilter, type ParsedFilter } from './filter';
import { parseParentName } from './resource-names';
import { compareStrings, compareValues, isNaNValue, isNull, normalizeValue, sameTypeClass, valuesEqual } from './values';

// Structured queries, evaluated the way Firestore evaluates them: filter; drop documents
// missing an ordered field; sort by the effective ordering (the explicit orderBy, then
// every inequality-filtered field not yet ordered, in field path order, then __name__ in
// the direction of the last clause); apply the start and end cursors; skip the offset;
// keep the limit. Queries are compiled once (paths parsed, values normalised) so that
// listeners can re-evaluate them on every commit.

const invalidQuery = (message: string) => invalidArgument(`Invalid query: ${message}`);

interface Ordering {
  path: string;
  segments: readonly string[];
  descending: boolean;
}

export interface CompiledQuery {
  /** The query's parent (a documents root or a document). */
  readonly parent: string;
  /** The collection id; null with allDescendants means every collection (a kindless query). */
  readonly collectionId: string | null;
  readonly allDescendants: boolean;
  /** Paths of select(), or null for whole documents. */
  readonly projection: readonly string[] | null;
  readonly offset: number;
  readonly limit: number | null;
  /** Whether a document of this name lies in the queried collection(s). */
  inScope(name: string): boolean;
  /** Whether the document passes the filter, the cursors and the ordered-field presence. */
  matches(doc: StoredDocument): boolean;
  /** The effective ordering. */
  compare(a: StoredDocument, b: StoredDocument): number;
}

export function fieldOf(doc: StoredDocument, segments: readonly string[]): Value | undefined {
  if (segments.length === 1 && segments[0] === DOCUMENT_ID_PATH) return { referenceValue: doc.name };
  return getField(doc.fields, segments);
}

type Predicate = (doc: StoredDocument) => boolean;

function arrayOperand(value: Value, op: string): Value[] {
  if (!('arrayValue' in value)) throw invalidQuery(`${op} needs an array value`);
  return value.arrayValue.values ?? [];
}

/** `operand` comes normalised from the filter parser. */
function fieldPredicate(path: readonly string[], op: FieldFilterOperator, operand: Value): Predicate {
  const range =
    (test: (c: number) => boolean): Predicate =>
    (doc) => {
      const value = fieldOf(doc, path);
      return value !== undefined && sameTypeClass(value, operand) && test(compareValues(value, operand));
    };
  switch (op) {
    case 'EQUAL':
      return (doc) => {
        const value = fieldOf(doc, path);
        return value !== undefined && valuesEqual(value, operand);
      };
    case 'NOT_EQUAL':
      return (doc) => {
        const value = fieldOf(doc, path);
        return value !== undefined && !isNull(value) && !valuesEqual(value, operand);
      };
    case 'LESS_THAN':
      return range((c) => c < 0);
    case 'LESS_THAN_OR_EQUAL':
      return range((c) => c <= 0);
    case 'GREATER_THAN':
      return range((c) => c > 0);
    case 'GREATER_THAN_OR_EQUAL':
      return range((c) => c >= 0);
    case 'ARRAY_CONTAINS':
      return (doc) => {
        const value = fieldOf(doc, path);
        return value !== undefined && 'arrayValue' in value && (value.arrayValue.values ?? []).some((element) => valuesEqual(element, operand));
      };
    case 'ARRAY_CONTAINS_ANY': {
      const candidates = arrayOperand(operand, op);
      return (doc) => {
        const value = fieldOf(doc, path);
        return (
          value !== undefined && 'arrayValue' in value && (value.arrayValue.values ?? []).some((element) => candidates.some((c) => valuesEqual(element, c)))
        );
      };
    }
    case 'IN': {
      const candidates = arrayOperand(operand, op);
      return (doc) => {
        const value = fieldOf(doc, path);
        return value !== undefined && candidates.some((c) => valuesEqual(value, c));
      };
    }
    case 'NOT_IN': {
      const excluded = arrayOperand(operand, op);
      return (doc) => {
        const value = fieldOf(doc, path);
        return value !== undefined && !isNull(value) && !excluded.some((c) => valuesEqual(value, c));
      };
    }
  }
}

function unaryPredicate(path: readonly string[], op: UnaryFilterOperator): Predicate {
  switch (op) {
    case 'IS_NAN':
      return (doc) => isNaNValue(fieldOf(doc, path));
    case 'IS_NULL':
      return (doc) => isNull(fieldOf(doc, path));
    case 'IS_NOT_NAN':
      return (doc) => {
        const value = fieldOf(doc, path);
        return value !== undefined && !isNull(value) && !isNaNValue(value);
      };
    case 'IS_NOT_NULL':
      return (doc) => {
        const value = fieldOf(doc, path);
        return value !== undefined && !isNull(value);
      };
  }
}

function compileFilter(filter: ParsedFilter): Predicate {
  if (filter.kind === 'field') return fieldPredicate(filter.segments, filter.op, filter.value);
  if (filter.kind === 'unary') return unaryPredicate(filter.segments, filter.op);
  const parts = filter.filters.map(compileFilter);
  return filter.op === 'OR' ? (doc) => parts.some((part) => part(doc)) : (doc) => parts.every((part) => part(doc));
}

const INEQUALITY_FIELD_OPS = new Set<string>(['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL', 'NOT_EQUAL', 'NOT_IN']);
const INEQUALITY_UNARY_OPS = new Set<string>(['IS_NOT_NAN', 'IS_NOT_NULL']);

function inequalityPaths(filter: ParsedFilter | null, into: Set<string>): Set<string> {
  if (filter?.kind === 'field' && INEQUALITY_FIELD_OPS.has(filter.op)) into.add(filter.path);
  if (filter?.kind === 'unary' && INEQUALITY_UNARY_OPS.has(filter.op)) into.add(filter.path);
  if (filter?.kind === 'composite') for (const part of filter.filters) inequalityPaths(part, into);
  return into;
}

function effectiveOrdering(query: StructuredQuery, where: ParsedFilter | null): Ordering[] {
  const orders: Ordering[] = (query.orderBy ?? []).map((order) => {
    if (!order.field?.fieldPath) throw invalidQuery('an orderBy needs a field path');
    const path = canonicalFieldPath(order.field.fieldPath);
    return { path, segments: parseFieldPath(path), descending: order.direction === 'DESCENDING' };
  });
  const ordered = new Set(orders.map((order) => order.path));
  const descending = orders.at(-1)?.descending ?? false;
  for (const path of [...inequalityPaths(where, new Set())].sort(compareStrings)) {
    if (ordered.has(path) || path === DOCUMENT_ID_PATH) continue;
    orders.push({ path, segments: parseFieldPath(path), descending });
    ordered.add(path);
  }
  if (!ordered.has(DOCUMENT_ID_PATH)) orders.push({ path: DOCUMENT_ID_PATH, segments: [DOCUMENT_ID_PATH], descending });
  return orders;
}

function compareByOrders(a: StoredDocument, b: StoredDocument, orders: readonly Ordering[]): number {
  for (const { segments, descending } of orders) {
    const c = compareValues(fieldOf(a, segments)!, fieldOf(b, segments)!);
    if (c !== 0) return descending ? -c : c;
  }
  return 0;
}

/** Where the document lies relative to a cursor (which names a prefix of the ordering). */
function cursorPredicate(cursor: Cursor, orders: readonly Ordering[], isStart: boolean): Predicate {
  const values = (cursor.values ?? []).map(normalizeValue);
  if (values.length > orders.length) throw invalidQuery('too many cursor values for the ordering');
  const position = (doc: StoredDocument) => {
    for (let i = 0; i < values.length; i++) {
      const { segments, descending } = orders[i]!;
      const c = compareValues(fieldOf(doc, segments)!, values[i]!);
      if (c !== 0) return descending ? -c : c;
    }
    return 0;
  };
  const before = cursor.before === true;
  // startAt (before) includes equal documents, startAfter excludes them; endAt (not
  // before) includes them, endBefore excludes them.
  return isStart ? (doc) => position(doc) > 0 || (position(doc) === 0 && before) : (doc) => position(doc) < 0 || (position(doc) === 0 && !before);
}

function optionalCount(value: number | undefined, what: string): number | null {
  if (value === undefined || value === null) return null;
  if (!Number.isInteger(value) || value < 0) throw invalidQuery(`${what} must be a non-negative integer`);
  return value;
}

export function compileQuery(parent: string, query: StructuredQuery): CompiledQuery {
  parseParentName(parent);
  const from = query.from ?? [];
  if (from.length !== 1) throw invalidQuery('exactly one collection selector is required');
  const allDescendants = from[0]!.allDescendants === true;
  const collectionId = from[0]!.collectionId || null;
  if (!collectionId && !allDescendants) throw invalidQuery('a collection id is required');
  // A collection id is one segment: the rules judge the collection the id names.
  if (collectionId?.includes('/')) throw invalidQuery(`invalid collection id ${collectionId}`);

  const where = parseFilter(query.where);
  const orders = effectiveOrdering(query, where);
  const predicates: Predicate[] = [];
  if (where) predicates.push(compileFilter(where));
  const orderedFields = orders.filter((order) => order.path !== DOCUMENT_ID_PATH);
  if (orderedFields.length) predicates.push((doc) => orderedFields.every(({ segments }) => fieldOf(doc, segments) !== undefined));
  if (query.startAt) predicates.push(cursorPredicate(query.startAt, orders, true));
  if (query.endAt) predicates.push(cursorPredicate(query.endAt, orders, false));

  const projection = query.select ? (query.select.fields ?? []).map((field) => canonicalFieldPath(field.fieldPath)) : null;
  const scopePrefix = `${parent}/`;
  const inScope = (name: string) => {
    if (!name.startsWith(scopePrefix)) return false;
    const rest = name.slice(scopePrefix.length).split('/');
    if (rest.length % 2 !== 0) return false;
    if (!allDescendants) return rest.length === 2 && rest[0] === collectionId;
    return collectionId === null || rest[rest.length - 2] === collectionId;
  };

  return {
    parent,
    collectionId,
    allDescendants,
    projection,
    offset: optionalCount(query.offset, 'offset') ?? 0,
    limit: optionalCount(query.limit, 'limit'),
    inScope,
    matches: (doc) => predicates.every((predicate) => predicate(doc)),
    compare: (a, b) => compareByOrders(a, b, orders),
  };
}

/** The query's results over the given candidate documents (all in scope). */
export function evaluateQuery(query: CompiledQuery, candidates: Iterable<StoredDocument>): StoredDocument[] {
  const matching: StoredDocument[] = [];
  for (const doc of candidates) if (query.matches(doc)) matching.push(doc);
  matching.sort(query.compare);
  const end = query.limit === null ? undefined : query.offset + query.limit;
  return query.offset || end !== undefined ? matching.slice(query.offset, end) : matching;
}

/** The documents of the store that the query could return, before filtering. */
export function candidatesOf(store: DocumentStore, query: CompiledQuery): Iterable<StoredDocument> {
  return query.allDescendants ? store.descendants(query.parent, query.collectionId) : store.collection(`${query.parent}/${query.collectionId}`);
}

export function runQuery(store: DocumentStore, query: CompiledQuery): StoredDocument[] {
  return evaluateQuery(query, candidatesOf(store, query));
}
