// Helpers shared by this folder's tests: evaluate one expression the way an allow
// condition is evaluated, and build Firestore wire values and queries tersely.

import { Evaluator } from './evaluator.js';
import { parseRules } from './parser.js';
import { compile } from './program.js';
import type { Fields, RValue, Val, Value } from './values.js';

/**
 * Evaluates `expr` as the condition of `allow get` under `match /t/{id}`, with `request`
 * and `resource` bound as given (null by default) and `id` bound to "doc1". `functions`
 * is spliced into the enclosing match block.
 */
export function evaluate(expr: string, env: { request?: RValue; resource?: RValue; functions?: string } = {}): Val {
  const source = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    ${env.functions ?? ''}
    match /t/{id} {
      allow get: if ${expr};
    }
  }
}`;
  const program = compile(parseRules(source));
  const condition = program.file.matches[0]?.matches[0]?.allows[0]?.condition;
  if (!condition) throw new Error('test rules did not parse as expected');
  const vars = new Map<string, Val>([
    ['request', env.request ?? { t: 'null' }],
    ['resource', env.resource ?? { t: 'null' }],
    ['database', { t: 'string', v: '(default)' }],
    ['id', { t: 'string', v: 'doc1' }],
  ]);
  return new Evaluator(program).eval(condition, vars);
}

/** Converts plain JS to a Firestore wire value: integers become integerValue, other numbers doubleValue. */
export function wire(value: unknown): Value {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(wire) } };
  if (typeof value === 'object') return { mapValue: { fields: fields(value as Record<string, unknown>) } };
  throw new Error(`cannot convert ${typeof value}`);
}

export function fields(data: Record<string, unknown>): Fields {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, wire(value)]));
}

type Op =
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'IN'
  | 'NOT_IN'
  | 'ARRAY_CONTAINS'
  | 'ARRAY_CONTAINS_ANY';

/** A StructuredQuery fieldFilter, as the SDKs send it. */
export function where(fieldPath: string, op: Op, value: unknown): unknown {
  return { fieldFilter: { field: { fieldPath }, op, value: wire(value) } };
}

export function and(...filters: unknown[]): unknown {
  return { compositeFilter: { op: 'AND', filters } };
}

export function or(...filters: unknown[]): unknown {
  return { compositeFilter: { op: 'OR', filters } };
}

/** A `__name__ == <document>` filter for a document of the default database. */
export function nameIs(documentPath: string): unknown {
  return {
    fieldFilter: { field: { fieldPath: '__name__' }, op: 'EQUAL', value: { referenceValue: `projects/demo/databases/(default)/documents/${documentPath}` } },
  };
}
