// Methods of the rules types (`s.matches()`, `list.hasAny()`, `map.diff()`,
// `timestamp.toMillis()`…) on concrete values. KNOWN_METHODS is what the loader checks
// method names against; the receiver's type and the arguments are checked when called.

import { RE2JS } from 're2js';
import { asItems, NANOS_PER_DAY, NANOS_PER_SECOND } from './builtin-args.js';
import { compileRe2 } from './regex.js';
import { bool, contains, distinct, equals, err, floorDiv, int, type MapValue, type RValue, str, typeName, type Val } from './values.js';

/** Every method name some type supports; its receiver and arguments are checked when called. */
export const KNOWN_METHODS: ReadonlySet<string> = new Set([
  // several types
  'size',
  'hasAll',
  'hasAny',
  'hasOnly',
  'toMillis',
  // map and map diff
  'keys',
  'values',
  'get',
  'diff',
  'addedKeys',
  'removedKeys',
  'changedKeys',
  'unchangedKeys',
  'affectedKeys',
  // string
  'matches',
  'lower',
  'upper',
  'split',
  'trim',
  'replace',
  'toUtf8',
  // list and set
  'join',
  'concat',
  'removeAll',
  'toSet',
  'difference',
  'intersection',
  'union',
  // timestamp and duration
  'date',
  'year',
  'month',
  'day',
  'hours',
  'minutes',
  'seconds',
  'nanos',
  'dayOfWeek',
  'dayOfYear',
  'time',
  // latlng, bytes
  'latitude',
  'longitude',
  'distance',
  'toBase64',
  'toHexString',
]);

function setOf(items: readonly RValue[]): RValue {
  return { t: 'set', items: distinct(items) };
}

function keySet(keys: Iterable<string>): RValue {
  return { t: 'set', items: [...keys].map(str) };
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
      const re = compileRe2(a.v);
      // RE2 full match: the whole string, even under (?m).
      return re instanceof RE2JS ? bool(re.matches(s)) : re;
    }
    case 'split': {
      if (args.length !== 1 || a?.t !== 'string') return null;
      const re = compileRe2(a.v);
      // A negative limit keeps trailing empty strings.
      return re instanceof RE2JS ? { t: 'list', items: re.split(s, -1).map(str) } : re;
    }
    case 'replace': {
      if (args.length !== 2 || a?.t !== 'string' || b?.t !== 'string') return null;
      const re = compileRe2(a.v);
      if (!(re instanceof RE2JS)) return re;
      if (/[\\$]/.test(b.v)) return err('replace() with group references in the replacement is not supported');
      return str(re.matcher(s).replaceAll(() => b.v));
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
