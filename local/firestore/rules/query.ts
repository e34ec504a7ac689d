// Splits a query's filter (StructuredQuery.where, proto3 JSON) into the alternatives
// production judges one by one: each `OR` branch, each value of `IN` and of
// `ARRAY_CONTAINS_ANY` (shared/LOCAL-STACK.md, "How production judges rules for
// queries"; the Securely-query-data guide likewise has `or` queries checked disjunction by
// disjunction). Every alternative must be allowed on its own for the list to be allowed,
// since each describes documents the query can return.

import { emptyConstraint, type FieldConstraint, tighten } from './constraints.js';
import { fromFirestore, type RValue, show, type Value, ValueFormatError } from './values.js';

/** Beyond this many alternatives we deny rather than judge (production caps disjunctions at 30). */
export const MAX_ALTERNATIVES = 1000;

export class QueryFormatError extends Error {}

type FieldOp = 'EQUAL' | 'LT' | 'LE' | 'GT' | 'GE' | 'NE' | 'CONTAINS';

interface Atom {
  path: string[];
  op: FieldOp;
  value: RValue;
  text: string;
}

export interface Alternative {
  /** Constraints by field path; keys are the path's segments joined by FIELD_KEY_SEPARATOR. */
  fields: ReadonlyMap<string, FieldConstraint>;
  /** The document id, when the alternative pins `__name__` to a document of the queried collection. */
  documentId: string | null;
  /** The alternative's filters as text, for decision reasons. */
  text: string;
}

export const FIELD_KEY_SEPARATOR = '\u0000';

const FIELD_OPS: Record<string, FieldOp> = {
  EQUAL: 'EQUAL',
  LESS_THAN: 'LT',
  LESS_THAN_OR_EQUAL: 'LE',
  GREATER_THAN: 'GT',
  GREATER_THAN_OR_EQUAL: 'GE',
  NOT_EQUAL: 'NE',
  ARRAY_CONTAINS: 'CONTAINS',
};

const OP_TEXT: Record<FieldOp, string> = { EQUAL: '==', LT: '<', LE: '<=', GT: '>', GE: '>=', NE: '!=', CONTAINS: 'array-contains' };

/**
 * @param where StructuredQuery.where, or undefined for an unfiltered query.
 * @param collectionName the queried collection's resource name relative to the database,
 *   e.g. `orders` or `schools/s1/things`, to recognise `__name__` filters on its documents.
 */
export function splitQuery(where: unknown, collectionName: string): Alternative[] {
  const disjuncts = where === undefined || where === null ? [[]] : dnf(where);
  return disjuncts.map((atoms) => buildAlternative(atoms, collectionName));
}

/** The filter in disjunctive normal form: a list of alternatives, each a list of atoms (AND). */
function dnf(filter: unknown): Atom[][] {
  const f = asRecord(filter, 'filter');
  if ('compositeFilter' in f) {
    const composite = asRecord(f.compositeFilter, 'compositeFilter');
    const filters = composite.filters === undefined ? [] : composite.filters;
    if (!Array.isArray(filters)) throw new QueryFormatError('compositeFilter.filters must be a list');
    const parts = filters.map(dnf);
    if (composite.op === 'AND') {
      return parts.reduce<Atom[][]>((acc, part) => {
        if (acc.length * part.length > MAX_ALTERNATIVES) throw new QueryFormatError(`the query has more than ${MAX_ALTERNATIVES} alternatives`);
        return acc.flatMap((left) => part.map((right) => [...left, ...right]));
      }, [[]]);
    }
    if (composite.op === 'OR') {
      const all = parts.flat();
      if (all.length > MAX_ALTERNATIVES) throw new QueryFormatError(`the query has more than ${MAX_ALTERNATIVES} alternatives`);
      // An OR of nothing matches nothing; Firestore rejects it, and so do we.
      if (all.length === 0) throw new QueryFormatError('an OR filter needs at least one filter');
      return all;
    }
    throw new QueryFormatError(`unknown compositeFilter.op ${String(composite.op)}`);
  }
  if ('fieldFilter' in f) return fieldFilter(asRecord(f.fieldFilter, 'fieldFilter'));
  if ('unaryFilter' in f) return [[unaryFilter(asRecord(f.unaryFilter, 'unaryFilter'))]];
  throw new QueryFormatError(`unknown filter kind: ${Object.keys(f).join(', ') || '(empty)'}`);
}

function fieldFilter(f: Record<string, unknown>): Atom[][] {
  const path = fieldPath(f.field);
  const value = toValue(f.value);
  const op = String(f.op);
  const name = path.join('.');
  if (op === 'IN' || op === 'ARRAY_CONTAINS_ANY') {
    if (value.t !== 'list' || value.items.length === 0) throw new QueryFormatError(`${op} needs a non-empty array`);
    const atomOp: FieldOp = op === 'IN' ? 'EQUAL' : 'CONTAINS';
    return value.items.map((item) => [{ path, op: atomOp, value: item, text: `${name} ${OP_TEXT[atomOp]} ${show(item)}` }]);
  }
  if (op === 'NOT_IN') {
    if (value.t !== 'list' || value.items.length === 0) throw new QueryFormatError('NOT_IN needs a non-empty array');
    return [value.items.map((item) => ({ path, op: 'NE', value: item, text: `${name} != ${show(item)}` }))];
  }
  const atomOp = FIELD_OPS[op];
  if (!atomOp) throw new QueryFormatError(`unknown fieldFilter.op ${op}`);
  return [[{ path, op: atomOp, value, text: `${name} ${OP_TEXT[atomOp]} ${show(value)}` }]];
}

function unaryFilter(f: Record<string, unknown>): Atom {
  const path = fieldPath(f.field);
  const name = path.join('.');
  switch (f.op) {
    case 'IS_NULL':
      return { path, op: 'EQUAL', value: { t: 'null' }, text: `${name} == null` };
    case 'IS_NAN':
      return { path, op: 'EQUAL', value: { t: 'float', v: Number.NaN }, text: `${name} == NaN` };
    case 'IS_NOT_NULL':
      return { path, op: 'NE', value: { t: 'null' }, text: `${name} != null` };
    case 'IS_NOT_NAN':
      return { path, op: 'NE', value: { t: 'float', v: Number.NaN }, text: `${name} != NaN` };
    default:
      throw new QueryFormatError(`unknown unaryFilter.op ${String(f.op)}`);
  }
}

function buildAlternative(atoms: Atom[], collectionName: string): Alternative {
  const fields = new Map<string, FieldConstraint>();
  let documentId: string | null = null;
  for (const atom of atoms) {
    if (atom.path.length === 1 && atom.path[0] === '__name__') {
      // Only `__name__ == <a document of this collection>` tells us the id; any other
      // constraint on the name is dropped (sound: the id simply stays unknown).
      if (atom.op === 'EQUAL' && atom.value.t === 'path') documentId = idInCollection(atom.value.segs, collectionName) ?? documentId;
      continue;
    }
    const key = atom.path.join(FIELD_KEY_SEPARATOR);
    const constraint = fields.get(key) ?? emptyConstraint();
    tighten(constraint, atom.op, atom.value);
    fields.set(key, constraint);
  }
  return { fields, documentId, text: atoms.length ? atoms.map((atom) => atom.text).join(' && ') : '(no filter)' };
}

/** `databases/d/documents/orders/o1` in collection `orders` gives `o1`. */
function idInCollection(segs: readonly string[], collectionName: string): string | null {
  const relative = segs.slice(3);
  const parent = relative.slice(0, -1).join('/');
  const id = relative[relative.length - 1];
  return segs[2] === 'documents' && parent === collectionName && id !== undefined ? id : null;
}

/** Parses a field path as Firestore writes it: dot-separated, segments optionally in backquotes. */
export function parseFieldPath(text: string): string[] {
  const segments: string[] = [];
  let i = 0;
  while (i <= text.length) {
    let segment = '';
    if (text[i] === '`') {
      i += 1;
      while (i < text.length && text[i] !== '`') {
        if (text[i] === '\\' && i + 1 < text.length) i += 1;
        segment += text[i];
        i += 1;
      }
      if (text[i] !== '`') throw new QueryFormatError(`unterminated backquote in field path ${text}`);
      i += 1;
    } else {
      while (i < text.length && text[i] !== '.') {
        segment += text[i];
        i += 1;
      }
    }
    if (segment === '') throw new QueryFormatError(`empty segment in field path ${JSON.stringify(text)}`);
    segments.push(segment);
    if (i === text.length) break;
    if (text[i] !== '.') throw new QueryFormatError(`bad field path ${text}`);
    i += 1;
  }
  return segments;
}

function fieldPath(field: unknown): string[] {
  const reference = asRecord(field, 'field');
  if (typeof reference.fieldPath !== 'string') throw new QueryFormatError('field.fieldPath must be a string');
  return parseFieldPath(reference.fieldPath);
}

function toValue(value: unknown): RValue {
  try {
    return fromFirestore(asRecord(value, 'value') as Value);
  } catch (error) {
    if (error instanceof ValueFormatError) throw new QueryFormatError(error.message);
    throw error;
  }
}

function asRecord(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new QueryFormatError(`${what} must be an object`);
  return value as Record<string, unknown>;
}
