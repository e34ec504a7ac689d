// The operators on concrete values: arithmetic, negation, ordering and `is`.

import { asNumber } from './builtin-args.js';
import { bool, compare, err, int, INT64_MIN, type RValue, str, typeName, type Val } from './values.js';

export function arithmetic(op: '+' | '-' | '*' | '/' | '%', a: RValue, b: RValue): Val {
  if (a.t === 'int' && b.t === 'int') return intArithmetic(op, a.v, b.v);
  const x = asNumber(a);
  const y = asNumber(b);
  if (x !== null && y !== null) {
    switch (op) {
      case '+':
        return { t: 'float', v: x + y };
      case '-':
        return { t: 'float', v: x - y };
      case '*':
        return { t: 'float', v: x * y };
      case '/':
        return { t: 'float', v: x / y };
      case '%':
        return err('% needs integers');
    }
  }
  if (op === '+') {
    if (a.t === 'string' && b.t === 'string') return str(a.v + b.v);
    if (a.t === 'list' && b.t === 'list') return { t: 'list', items: [...a.items, ...b.items] };
    if (a.t === 'timestamp' && b.t === 'duration') return { t: 'timestamp', ns: a.ns + b.ns };
    if (a.t === 'duration' && b.t === 'timestamp') return { t: 'timestamp', ns: a.ns + b.ns };
    if (a.t === 'duration' && b.t === 'duration') return { t: 'duration', ns: a.ns + b.ns };
  }
  if (op === '-') {
    if (a.t === 'timestamp' && b.t === 'duration') return { t: 'timestamp', ns: a.ns - b.ns };
    if (a.t === 'timestamp' && b.t === 'timestamp') return { t: 'duration', ns: a.ns - b.ns };
    if (a.t === 'duration' && b.t === 'duration') return { t: 'duration', ns: a.ns - b.ns };
  }
  return err(`cannot apply ${op} to ${typeName(a)} and ${typeName(b)}`);
}

function intArithmetic(op: '+' | '-' | '*' | '/' | '%', x: bigint, y: bigint): Val {
  switch (op) {
    case '+':
      return int(x + y);
    case '-':
      return int(x - y);
    case '*':
      return int(x * y);
    case '/':
      if (y === 0n) return err('division by zero');
      if (x === INT64_MIN && y === -1n) return err('integer overflow');
      return int(x / y); // BigInt division truncates toward zero, as rules integers do.
    case '%':
      if (y === 0n) return err('modulo by zero');
      return int(x % y);
  }
}

export function negate(a: RValue): Val {
  if (a.t === 'int') return a.v === INT64_MIN ? err('integer overflow') : int(-a.v);
  if (a.t === 'float') return { t: 'float', v: -a.v };
  if (a.t === 'duration') return { t: 'duration', ns: -a.ns };
  return err(`cannot negate ${typeName(a)}`);
}

/** `<`, `<=`, `>`, `>=` on concrete values; an error for values without an order. */
export function relation(op: '<' | '<=' | '>' | '>=', a: RValue, b: RValue): Val {
  const d = compare(a, b);
  if (d === null) return err(`cannot compare ${typeName(a)} with ${typeName(b)}`);
  if (Number.isNaN(d)) return bool(false);
  switch (op) {
    case '<':
      return bool(d < 0);
    case '<=':
      return bool(d <= 0);
    case '>':
      return bool(d > 0);
    case '>=':
      return bool(d >= 0);
  }
}

/** `x is type` on a concrete value. */
export function isType(v: RValue, type: string): boolean {
  if (type === 'number') return v.t === 'int' || v.t === 'float';
  if (type === 'mapdiff' || type === 'map_diff') return v.t === 'mapdiff';
  return typeName(v) === type;
}

export const TYPE_NAMES: ReadonlySet<string> = new Set([
  'bool',
  'bytes',
  'duration',
  'float',
  'int',
  'latlng',
  'list',
  'map',
  'map_diff',
  'null',
  'number',
  'path',
  'set',
  'string',
  'timestamp',
]);
