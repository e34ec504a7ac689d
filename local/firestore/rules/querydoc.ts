// `resource.data` of a list request: a map whose fields are known only as far as the
// query's filter fixes them (see constraints.ts for why).

import { FIELD_KEY_SEPARATOR } from './query.js';
import { err, type RValue, type Val } from './values.js';

type QueryDoc = Extract<RValue, { t: 'querydoc' }>;

/**
 * The value of `doc.<name>`:
 * - a concrete value when `==` fixes the field (or a map field holding it);
 * - an `unknown` carrying the field's constraint for any other operator;
 * - another querydoc when only deeper fields are constrained (`a.b == 1` makes `a` one);
 * - an error when the query says nothing of the field: any document could be returned,
 *   whatever its value, so nothing about it can be decided.
 */
export function resolveQueryField(doc: QueryDoc, name: string): Val {
  const path = [...doc.prefix, name];
  for (let length = 1; length <= path.length; length++) {
    const constraint = doc.fields.get(path.slice(0, length).join(FIELD_KEY_SEPARATOR));
    if (constraint?.eq !== undefined && !constraint.conflict) return walk(constraint.eq, path.slice(length), path.slice(0, length));
  }
  const text = `resource.data.${path.join('.')}`;
  const exact = doc.fields.get(path.join(FIELD_KEY_SEPARATOR));
  if (exact) return exact.conflict ? err(`${text} has conflicting == filters`) : { t: 'unknown', what: text, constraint: exact };
  const key = path.join(FIELD_KEY_SEPARATOR) + FIELD_KEY_SEPARATOR;
  for (const fieldKey of doc.fields.keys()) {
    if (fieldKey.startsWith(key)) return { t: 'querydoc', prefix: path, fields: doc.fields };
  }
  return err(`${text} is not constrained by the query, so its value is unknown ("rules are not filters")`);
}

/** Whether `name in doc` is known true: a field any filter mentions exists in every result. */
export function hasQueryField(doc: QueryDoc, name: string): boolean {
  return resolveQueryField(doc, name).t !== 'error';
}

function walk(value: RValue, rest: readonly string[], at: readonly string[]): Val {
  let current = value;
  const seen = [...at];
  for (const name of rest) {
    if (current.t !== 'map') return err(`resource.data.${seen.join('.')} is not a map`);
    const next = current.entries.get(name);
    seen.push(name);
    if (next === undefined) return err(`no field resource.data.${seen.join('.')}`);
    current = next;
  }
  return current;
}
