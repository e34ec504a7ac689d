// Built-in functions and methods on concrete values. The tables of names and arities are
// also what the loader checks calls against: a function or method not listed here is a
// load error (fail closed), never a runtime surprise.

import { compileRe2, groupCount } from './regex.js';
import {
  bool,
  compare,
  contains,
  distinct,
  equals,
  err,
  floorDiv,
  formatTimestamp,
  int,
  INT64_MIN,
  type MapValue,
  type RValue,
  show,
  str,
  typeName,
  type Val,
} from './values.js';

/** Global functions: name → number of arguments. */
export const GLOBAL_FUNCTIONS: Readonly<Record<string, number>> = { int: 1, float: 1, string: 1, bool: 1, path: 1, debug: 1 };

/** Namespaced functions: `math.abs(x)` … name → number of arguments. */
export const NAMESPACE_FUNCTIONS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  math: { abs: 1, ceil: 1, floor: 1, round: 1, sqrt: 1, pow: 2, isInfinite: 1, isNaN: 1 },
  timestamp: { date: 3, value: 1 },
  duration: { value: 2, time: 4, abs: 1 },
  latlng: { value: 2 },
};

/** Functions production has that this engine refuses at load time, with the reason. */
export const REFUSED_FUNCTIONS: Readonly<Record<string, string>> = {
  get: 'get() reads other documents; this engine takes no document lookup',
  exists: 'exists() reads other documents; this engine takes no document lookup',
  getAfter: 'getAfter() reads other documents; this engine takes no document lookup',
  existsAfter: 'existsAfter() reads other documents; this engine takes no document lookup',
};

/** Every method name some type supports; its receiver and arguments are checked when called. */
export const KNOWN_METHODS: ReadonlySet<string> = new Set([
  // several types
  'size', 'hasAll', 'hasAny', 'hasOnly', 'toMillis',
  // map and map diff
  'keys', 'values', 'get', 'diff', 'addedKeys', 'removedKeys', 'changedKeys', 'unchangedKeys', 'affectedKeys',
  // string
  'matches', 'lower', 'upper', 'split', 'trim', 'replace', 'toUtf8',
  // list and set
  'join', 'concat', 'removeAll', 'toSet', 'difference', 'intersection', 'union',
  // timestamp and duration
  'date', 'year', 'month', 'day', 'hours', 'minutes', 'seconds', 'nanos', 'dayOfWeek', 'dayOfYear', 'time',
  // latlng, bytes
  'latitude', 'longitude', 'distance', 'toBase64', 'toHexString',
]);

const NANOS_PER_SECOND = 1_000_000_000n;
const NANOS_PER_DAY = 86_400n * NANOS_PER_SECOND;

function wrongArgs(name: string, args: readonly RValue[]): Val {
  return err(`${name}() does not take (${args.map((a) => typeName(a)).join(', ')})`);
}

function asInt(v: RValue | undefined): bigint | null {
  return v?.t === 'int' ? v.v : null;
}

function asNumber(v: RValue | undefined): number | null {
  if (v?.t === 'int') return Number(v.v);
  if (v?.t === 'float') return v.v;
  return null;
}

function asItems(v: RValue | undefined): readonly RValue[] | null {
  return v?.t === 'list' || v?.t === 'set' ? v.items : null;
}

function setOf(items: readonly RValue[]): RValue {
  return { t: 'set', items: distinct(items) };
}

function keySet(keys: Iterable<string>): RValue {
  return { t: 'set', items: [...keys].map(str) };
}

export function callGlobal(name: string, args: readonly RValue[]): Val {
  const [x] = args;
  if (x === undefined || args.length !== 1) return wrongArgs(name, args);
  switch (name) {
    case 'debug':
      return x;
    case 'int':
      return toInt(x);
    case 'float':
      if (x.t === 'int') return { t: 'float', v: Number(x.v) };
      if (x.t === 'float') return x;
      if (x.t === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(x.v)) return { t: 'float', v: Number(x.v) };
      return err(`float() cannot convert ${show(x)}`);
    case 'string':
      return toStringValue(x);
    case 'bool':
      if (x.t === 'bool') return x;
      if (x.t === 'string' && (x.v === 'true' || x.v === 'false')) return bool(x.v === 'true');
      return err(`bool() cannot convert ${show(x)}`);
    case 'path':
      if (x.t === 'path') return x;
      if (x.t === 'string') return { t: 'path', segs: x.v.split('/').filter((s) => s !== '') };
      return err(`path() cannot convert ${show(x)}`);
    default:
      return err(`unknown function ${name}()`);
  }
}

function toInt(x: RValue): Val {
  if (x.t === 'int') return x;
  if (x.t === 'float') {
    if (!Number.isFinite(x.v)) return err(`int() cannot convert ${show(x)}`);
    return int(BigInt(Math.trunc(x.v)));
  }
  if (x.t === 'string' && /^\s*[-+]?\d+\s*$/.test(x.v)) return int(BigInt(x.v.trim()));
  return err(`int() cannot convert ${show(x)}`);
}

function toStringValue(x: RValue): Val {
  switch (x.t) {
    case 'string':
      return x;
    case 'null':
      return str('null');
    case 'bool':
      return str(String(x.v));
    case 'int':
      return str(x.v.toString());
    case 'float':
      return str(show(x));
    case 'path':
      return str(`/${x.segs.join('/')}`);
    case 'timestamp':
      return str(formatTimestamp(x.ns));
    default:
      return err(`string() cannot convert ${typeName(x)}`);
  }
}

export function callNamespace(ns: string, name: string, args: readonly RValue[]): Val {
  const qualified = `${ns}.${name}`;
  if (ns === 'math') return mathFunction(qualified, name, args);
  if (ns === 'timestamp') {
    if (name === 'value') {
      const millis = asInt(args[0]);
      return millis === null ? wrongArgs(qualified, args) : { t: 'timestamp', ns: millis * 1_000_000n };
    }
    const [y, m, d] = args.map(asInt);
    if (y === null || m === null || d === null || y === undefined || m === undefined || d === undefined) return wrongArgs(qualified, args);
    if (m < 1n || m > 12n || d < 1n || d > 31n || y < 1n || y > 9999n) return err(`${qualified}() out of range`);
    const date = new Date(0);
    date.setUTCFullYear(Number(y), Number(m) - 1, Number(d));
    if (date.getUTCDate() !== Number(d)) return err(`${qualified}(): no such day`);
    return { t: 'timestamp', ns: BigInt(date.getTime()) * 1_000_000n };
  }
  if (ns === 'duration') {
    if (name === 'abs') {
      const [d] = args;
      return d?.t === 'duration' ? { t: 'duration', ns: d.ns < 0n ? -d.ns : d.ns } : wrongArgs(qualified, args);
    }
    if (name === 'time') {
      const parts = args.map(asInt);
      if (parts.some((p) => p === null)) return wrongArgs(qualified, args);
      const [h, m, s, n] = parts as [bigint, bigint, bigint, bigint];
      return { t: 'duration', ns: ((h * 60n + m) * 60n + s) * NANOS_PER_SECOND + n };
    }
    const magnitude = asInt(args[0]);
    const unit = args[1]?.t === 'string' ? args[1].v : null;
    const scale: Record<string, bigint> = { w: 7n * NANOS_PER_DAY, d: NANOS_PER_DAY, h: 3600n * NANOS_PER_SECOND, m: 60n * NANOS_PER_SECOND, s: NANOS_PER_SECOND, ms: 1_000_000n, ns: 1n };
    const factor = unit === null ? undefined : scale[unit];
    if (magnitude === null || factor === undefined) return wrongArgs(qualified, args);
    return { t: 'duration', ns: magnitude * factor };
  }
  if (ns === 'latlng') {
    const [lat, lng] = args.map(asNumber);
    if (lat === null || lng === null || lat === undefined || lng === undefined) return wrongArgs(qualified, args);
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return err(`${qualified}() out of range`);
    return { t: 'latlng', lat, lng };
  }
  return err(`unknown function ${qualified}()`);
}

function mathFunction(qualified: string, name: string, args: readonly RValue[]): Val {
  const [x, y] = args;
  if (x === undefined) return wrongArgs(qualified, args);
  if (name === 'abs') {
    if (x.t === 'int') return int(x.v < 0n ? -x.v : x.v);
    if (x.t === 'float') return { t: 'float', v: Math.abs(x.v) };
    return wrongArgs(qualified, args);
  }
  const n = asNumber(x);
  if (n === null) return wrongArgs(qualified, args);
  switch (name) {
    case 'ceil':
    case 'floor':
    case 'round': {
      if (x.t === 'int') return x;
      if (!Number.isFinite(n)) return err(`${qualified}() of ${show(x)}`);
      // Rounds half away from zero, unlike Math.round which rounds half up.
      const rounded = name === 'ceil' ? Math.ceil(n) : name === 'floor' ? Math.floor(n) : Math.sign(n) * Math.round(Math.abs(n));
      return int(BigInt(rounded));
    }
    case 'sqrt':
      return { t: 'float', v: Math.sqrt(n) };
    case 'pow': {
      const e = asNumber(y);
      return e === null ? wrongArgs(qualified, args) : { t: 'float', v: n ** e };
    }
    case 'isInfinite':
      return x.t === 'float' ? bool(x.v === Infinity || x.v === -Infinity) : wrongArgs(qualified, args);
    case 'isNaN':
      return x.t === 'float' ? bool(Number.isNaN(x.v)) : wrongArgs(qualified, args);
    default:
      return err(`unknown function ${qualified}()`);
  }
}

export function callMethod(receiver: RValue, name: string, args: readonly RValue[]): Val {
  const result = dispatch(receiver, name, args);
  return result ?? err(`${typeName(receiver)} has no method ${name}(${args.map((a) => typeName(a)).join(', ')})`);
}

function dispatch(receiver: RValue, name: string, args: readonly RValue[]): Val | null {
  switch (receiver.t) {
    case 'string':
      return stringMethod(receiver.v, name, args);
    case 'list':
      return listMethod(receiver.items, name, args);
    case 'set':
      return setMethod(receiver.items, name, args);
    case 'map':
      return mapMethod(receiver, name, args);
    case 'mapdiff':
      return mapDiffMethod(receiver.left, receiver.right, name, args);
    case 'timestamp':
      return timestampMethod(receiver.ns, name, args);
    case 'duration':
      if (args.length !== 0) return null;
      if (name === 'seconds') return int(receiver.ns / NANOS_PER_SECOND);
      if (name === 'nanos') return int(receiver.ns % NANOS_PER_SECOND);
      return null;
    case 'latlng':
      if (name === 'latitude' && args.length === 0) return { t: 'float', v: receiver.lat };
      if (name === 'longitude' && args.length === 0) return { t: 'float', v: receiver.lng };
      if (name === 'distance' && args.length === 1 && args[0]?.t === 'latlng') return { t: 'float', v: haversineMeters(receiver, args[0]) };
      return null;
    case 'bytes':
      if (args.length !== 0) return null;
      if (name === 'size') return int(BigInt(receiver.v.length));
      if (name === 'toBase64') return str(Buffer.from(receiver.v).toString('base64'));
      if (name === 'toHexString') return str(Buffer.from(receiver.v).toString('hex').toUpperCase());
      return null;
    default:
      return null;
  }
}

function stringMethod(s: string, name: string, args: readonly RValue[]): Val | null {
  const [a, b] = args;
  switch (name) {
    case 'size':
      return args.length === 0 ? int(BigInt([...s].length)) : null;
    case 'lower':
      return args.length === 0 ? str(s.toLowerCase()) : null;
    case 'upper':
      return args.length === 0 ? str(s.toUpperCase()) : null;
    case 'trim':
      return args.length === 0 ? str(s.trim()) : null;
    case 'toUtf8':
      return args.length === 0 ? { t: 'bytes', v: new Uint8Array(Buffer.from(s, 'utf8')) } : null;
    case 'matches': {
      if (args.length !== 1 || a?.t !== 'string') return null;
      const re = compileRe2(a.v, true);
      return re instanceof RegExp ? bool(re.test(s)) : re;
    }
    case 'split': {
      if (args.length !== 1 || a?.t !== 'string') return null;
      const re = compileRe2(a.v, false);
      if (!(re instanceof RegExp)) return re;
      // JS would splice captured groups into the result; RE2-based split does not.
      if (groupCount(re) > 0) return err('split() with capturing groups is not supported');
      return { t: 'list', items: s.split(re).map(str) };
    }
    case 'replace': {
      if (args.length !== 2 || a?.t !== 'string' || b?.t !== 'string') return null;
      const re = compileRe2(a.v, false);
      if (!(re instanceof RegExp)) return re;
      if (/[\\$]/.test(b.v)) return err('replace() with group references in the replacement is not supported');
      return str(s.replace(new RegExp(re.source, `${re.flags}g`), () => b.v));
    }
    default:
      return null;
  }
}

function hasMethod(items: readonly RValue[], name: string, args: readonly RValue[]): Val | null {
  const other = asItems(args[0]);
  if (args.length !== 1 || other === null) return null;
  switch (name) {
    case 'hasAll':
      return bool(other.every((x) => contains(items, x)));
    case 'hasAny':
      return bool(other.some((x) => contains(items, x)));
    case 'hasOnly':
      return bool(items.every((x) => contains(other, x)));
    default:
      return null;
  }
}

function listMethod(items: readonly RValue[], name: string, args: readonly RValue[]): Val | null {
  const other = asItems(args[0]);
  switch (name) {
    case 'size':
      return args.length === 0 ? int(BigInt(items.length)) : null;
    case 'hasAll':
    case 'hasAny':
    case 'hasOnly':
      return hasMethod(items, name, args);
    case 'toSet':
      return args.length === 0 ? setOf(items) : null;
    case 'concat':
      return args.length === 1 && args[0]?.t === 'list' && other ? { t: 'list', items: [...items, ...other] } : null;
    case 'removeAll':
      return args.length === 1 && other ? { t: 'list', items: items.filter((x) => !contains(other, x)) } : null;
    case 'join': {
      const sep = args[0];
      if (args.length !== 1 || sep?.t !== 'string') return null;
      const parts: string[] = [];
      for (const item of items) {
        if (item.t !== 'string') return err('join() needs a list of strings');
        parts.push(item.v);
      }
      return str(parts.join(sep.v));
    }
    default:
      return null;
  }
}

function setMethod(items: readonly RValue[], name: string, args: readonly RValue[]): Val | null {
  const other = asItems(args[0]);
  switch (name) {
    case 'size':
      return args.length === 0 ? int(BigInt(items.length)) : null;
    case 'hasAll':
    case 'hasAny':
    case 'hasOnly':
      return hasMethod(items, name, args);
    case 'difference':
      return args.length === 1 && other ? setOf(items.filter((x) => !contains(other, x))) : null;
    case 'intersection':
      return args.length === 1 && other ? setOf(items.filter((x) => contains(other, x))) : null;
    case 'union':
      return args.length === 1 && other ? setOf([...items, ...other]) : null;
    default:
      return null;
  }
}

function mapMethod(map: MapValue, name: string, args: readonly RValue[]): Val | null {
  switch (name) {
    case 'size':
      return args.length === 0 ? int(BigInt(map.entries.size)) : null;
    case 'keys':
      return args.length === 0 ? { t: 'list', items: [...map.entries.keys()].map(str) } : null;
    case 'values':
      return args.length === 0 ? { t: 'list', items: [...map.entries.values()] } : null;
    case 'diff':
      return args.length === 1 && args[0]?.t === 'map' ? { t: 'mapdiff', left: map, right: args[0] } : null;
    case 'get': {
      // get(key, default) where key may be a list of keys: a path into nested maps.
      const [key, fallback] = args;
      if (args.length !== 2 || key === undefined || fallback === undefined) return null;
      const keys = key.t === 'string' ? [key] : key.t === 'list' ? key.items : null;
      if (keys === null || keys.length === 0) return null;
      let current: RValue = map;
      for (const k of keys) {
        if (k.t !== 'string') return err('get() keys must be strings');
        if (current.t !== 'map') return fallback;
        const next = current.entries.get(k.v);
        if (next === undefined) return fallback;
        current = next;
      }
      return current;
    }
    default:
      return null;
  }
}

function mapDiffMethod(left: MapValue, right: MapValue, name: string, args: readonly RValue[]): Val | null {
  if (args.length !== 0) return null;
  const added = [...left.entries.keys()].filter((k) => !right.entries.has(k));
  const removed = [...right.entries.keys()].filter((k) => !left.entries.has(k));
  const common = [...left.entries.keys()].filter((k) => right.entries.has(k));
  const same = (k: string): boolean => {
    const a = left.entries.get(k);
    const b = right.entries.get(k);
    return a !== undefined && b !== undefined && equals(a, b);
  };
  const changed = common.filter((k) => !same(k));
  switch (name) {
    case 'addedKeys':
      return keySet(added);
    case 'removedKeys':
      return keySet(removed);
    case 'changedKeys':
      return keySet(changed);
    case 'unchangedKeys':
      return keySet(common.filter(same));
    case 'affectedKeys':
      return keySet([...added, ...removed, ...changed]);
    default:
      return null;
  }
}

function timestampMethod(ns: bigint, name: string, args: readonly RValue[]): Val | null {
  // Time-zone arguments (`year('America/New_York')`) are not supported: only UTC.
  if (args.length !== 0) return null;
  const millis = floorDiv(ns, 1_000_000n);
  const date = new Date(Number(millis));
  const dayStart = floorDiv(ns, NANOS_PER_DAY) * NANOS_PER_DAY;
  switch (name) {
    case 'toMillis':
      return int(millis);
    case 'date':
      return { t: 'timestamp', ns: dayStart };
    case 'time':
      return { t: 'duration', ns: ns - dayStart };
    case 'year':
      return int(BigInt(date.getUTCFullYear()));
    case 'month':
      return int(BigInt(date.getUTCMonth() + 1));
    case 'day':
      return int(BigInt(date.getUTCDate()));
    case 'hours':
      return int(BigInt(date.getUTCHours()));
    case 'minutes':
      return int(BigInt(date.getUTCMinutes()));
    case 'seconds':
      return int(BigInt(date.getUTCSeconds()));
    case 'nanos':
      return int(ns - floorDiv(ns, NANOS_PER_SECOND) * NANOS_PER_SECOND);
    case 'dayOfWeek':
      // 1 is Monday, 7 is Sunday.
      return int(BigInt(((date.getUTCDay() + 6) % 7) + 1));
    case 'dayOfYear': {
      const startOfYear = Date.UTC(date.getUTCFullYear(), 0, 1);
      return int(BigInt(Math.floor((date.getTime() - startOfYear) / 86_400_000) + 1));
    }
    default:
      return null;
  }
}

function haversineMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radius = 6_371_000;
  const rad = (deg: number): number => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * radius * Math.asin(Math.min(1, Math.sqrt(h)));
}

// ---- arithmetic ----

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

export const TYPE_NAMES: ReadonlySet<string> = new Set(['bool', 'bytes', 'duration', 'float', 'int', 'latlng', 'list', 'map', 'map_diff', 'null', 'number', 'path', 'set', 'string', 'timestamp']);

