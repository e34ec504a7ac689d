// Splits a query's filter, as database/filter.ts parsed it (for the query runner too),
// into the alternatives production judges one by one: each `OR` branch, each value of
// `IN` and of `ARRAY_CONTAINS_ANY` (docs/local-stack.md, "How production judges rules
// for queries"; the Securely-query-data guide likewise has `or` queries checked
// disjunction by disjunction). Every alternative must be allowed on its own for the list
// to be allowed, since each describes documents the query can return.

import type { ParsedFilter } from '../database/filter.js';
import { emptyConstraint, type FieldConstraint, tighten } from './constraints.js';
import { fromFirestore, type RValue, show, type Value } from './values.js';

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
 * @param where the query's filter, parsed (database/filter.ts: the parser the query runner
 *   uses too, which also caps the alternatives at 30), or null for an unfiltered query.
 * @param collectionName the queried collection's resource name relative to the database,
 *   e.g. `orders` or `schools/s1/things`, to recognise `__name__` filters on its documents.
 */
export function splitQuery(where: ParsedFilter | null, collectionName: string): Alternative[] {
  const disjuncts = where === null ? [[]] : dnf(where);
  return disjuncts.map((atoms) => buildAlternative(atoms, collectionName));
}

/** The filter in disjunctive normal form: a list of alternatives, each a list of atoms (AND). */
function dnf(filter: ParsedFilter): Atom[][] {
  switch (filter.kind) {
    case 'composite': {
      const parts = filter.filters.map(dnf);
      if (filter.op === 'OR') return parts.flat();
      return parts.reduce<Atom[][]>((acc, part) => acc.flatMap((left) => part.map((right) => [...left, ...right])), [[]]);
    }
    case 'field':
      return fieldFilter(filter);
    case 'unary':
      return [[unaryFilter(filter)]];
  }
}

function fieldFilter(filter: Extract<ParsedFilter, { kind: 'field' }>): Atom[][] {
  const path = [...filter.segments];
  const value = fromFirestore(filter.value as Value);
  const name = path.join('.');
  if (filter.op === 'IN' || filter.op === 'ARRAY_CONTAINS_ANY' || filter.op === 'NOT_IN') {
    // The parser made sure of a non-empty array.
    const items = value.t === 'list' ? value.items : [];
    if (filter.op === 'NOT_IN') return [items.map((item) => ({ path, op: 'NE', value: item, text: `${name} != ${show(item)}` }))];
    const atomOp: FieldOp = filter.op === 'IN' ? 'EQUAL' : 'CONTAINS';
    return items.map((item) => [{ path, op: atomOp, value: item, text: `${name} ${OP_TEXT[atomOp]} ${show(item)}` }]);
  }
  const atomOp = FIELD_OPS[filter.op]!;
  return [[{ path, op: atomOp, value, text: `${name} ${OP_TEXT[atomOp]} ${show(value)}` }]];
}

function unaryFilter(filter: Extract<ParsedFilter, { kind: 'unary' }>): Atom {
  const path = [...filter.segments];
  const name = path.join('.');
  switch (filter.op) {
    case 'IS_NULL':
      return { path, op: 'EQUAL', value: { t: 'null' }, text: `${name} == null` };
    case 'IS_NAN':
      return { path, op: 'EQUAL', value: { t: 'float', v: Number.NaN }, text: `${name} == NaN` };
    case 'IS_NOT_NULL':
      return { path, op: 'NE', value: { t: 'null' }, text: `${name} != null` };
    case 'IS_NOT_NAN':
      return { path, op: 'NE', value: { t: 'float', v: Number.NaN }, text: `${name} != NaN` };
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
