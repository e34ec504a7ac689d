import type { Fields, Value } from '../api/types';
import { invalidArgument } from '../api/errors';
import { canonicalTimestamp } from './timestamps';

// Firestore's one total order over values, and its two equalities.
//
// Values order first by type class: null < booleans < numbers < timestamps < strings <
// bytes < references < geo points < arrays < vectors < maps; then within the class.
// Integers and doubles are one class (1 == 1.0, NaN before every other number); strings
// compare by UTF-8 bytes (code points), references segment by segment, maps by their
// sorted keys then values, vectors by length first. Queries, cursors and filters all use
// this order; `==`, `in` and `array-contains` use the equality it implies.

const enum TypeClass {
  Null = 0,
  Boolean = 1,
  Number = 2,
  Timestamp = 3,
  String = 4,
  Bytes = 5,
  Reference = 6,
  GeoPoint = 7,
  Array = 8,
  Vector = 9,
  Map = 10,
}

function isVector(value: { mapValue: { fields?: Fields } }): boolean {
  const type = value.mapValue.fields?.__type__;
  return type !== undefined && 'stringValue' in type && type.stringValue === '__vector__';
}

function typeClass(value: Value): TypeClass {
  if ('nullValue' in value) return TypeClass.Null;
  if ('booleanValue' in value) return TypeClass.Boolean;
  if ('integerValue' in value || 'doubleValue' in value) return TypeClass.Number;
  if ('timestampValue' in value) return TypeClass.Timestamp;
  if ('stringValue' in value) return TypeClass.String;
  if ('bytesValue' in value) return TypeClass.Bytes;
  if ('referenceValue' in value) return TypeClass.Reference;
  if ('geoPointValue' in value) return TypeClass.GeoPoint;
  if ('arrayValue' in value) return TypeClass.Array;
  return isVector(value) ? TypeClass.Vector : TypeClass.Map;
}

export const isNumber = (value: Value | undefined): value is { integerValue: string } | { doubleValue: number | 'NaN' | 'Infinity' | '-Infinity' } =>
  value !== undefined && ('integerValue' in value || 'doubleValue' in value);

export const isNull = (value: Value | undefined): boolean => value !== undefined && 'nullValue' in value;

/** The numeric value of an integer or double (integers beyond 2^53 lose precision). */
export function numberOf(value: Value): number {
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  return Number.NaN;
}

export const isNaNValue = (value: Value | undefined): boolean => value !== undefined && 'doubleValue' in value && Number.isNaN(numberOf(value));

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

function compareNumbers(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Integers compare exactly, even beyond 2^53; anything involving a double compares as doubles. */
function compareNumberValues(a: Value, b: Value): number {
  if ('integerValue' in a && 'integerValue' in b) {
    if (a.integerValue.length < 16 && b.integerValue.length < 16) return compareNumbers(Number(a.integerValue), Number(b.integerValue));
    const x = BigInt(a.integerValue);
    const y = BigInt(b.integerValue);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return compareNumbers(numberOf(a), numberOf(b));
}

const isSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdfff;

/**
 * Strings in UTF-8 byte order, which is code point order. UTF-16 order differs only where a
 * surrogate (a code point above U+FFFF) meets a unit in U+E000..U+FFFF: the surrogate's
 * code point is the larger one although its unit is the smaller.
 */
export function compareStrings(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const surrogateX = isSurrogate(x);
    if (surrogateX !== isSurrogate(y)) return surrogateX ? 1 : -1;
    return x < y ? -1 : 1;
  }
  return sign(a.length - b.length);
}

function compareBytes(a: string, b: string): number {
  const x = Buffer.from(a, 'base64');
  const y = Buffer.from(b, 'base64');
  return sign(Buffer.compare(x, y));
}

/** Document names, segment by segment: `a/b` < `a/b/c` < `a/bb`. */
export function compareReferences(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  const length = Math.min(x.length, y.length);
  for (let i = 0; i < length; i++) {
    const c = compareStrings(x[i]!, y[i]!);
    if (c !== 0) return c;
  }
  return sign(x.length - y.length);
}

function compareArrays(a: Value[], b: Value[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const c = compareValues(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

function compareMaps(a: Fields, b: Fields): number {
  const x = Object.keys(a).sort(compareStrings);
  const y = Object.keys(b).sort(compareStrings);
  const length = Math.min(x.length, y.length);
  for (let i = 0; i < length; i++) {
    const c = compareStrings(x[i]!, y[i]!) || compareValues(a[x[i]!]!, b[y[i]!]!);
    if (c !== 0) return c;
  }
  return sign(x.length - y.length);
}

function vectorElements(fields: Fields): Value[] {
  const value = fields.value;
  return value !== undefined && 'arrayValue' in value ? (value.arrayValue.values ?? []) : [];
}

/** Firestore's total order: negative, zero or positive. */
export function compareValues(a: Value, b: Value): number {
  const classA = typeClass(a);
  const classB = typeClass(b);
  if (classA !== classB) return classA < classB ? -1 : 1;
  switch (classA) {
    case TypeClass.Null:
      return 0;
    case TypeClass.Boolean:
      return sign(Number((a as { booleanValue: boolean }).booleanValue) - Number((b as { booleanValue: boolean }).booleanValue));
    case TypeClass.Number:
      return compareNumberValues(a, b);
    case TypeClass.Timestamp: {
      // Canonical timestamps (see normalizeValue) order as strings.
      const x = (a as { timestampValue: string }).timestampValue;
      const y = (b as { timestampValue: string }).timestampValue;
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case TypeClass.String:
      return compareStrings((a as { stringValue: string }).stringValue, (b as { stringValue: string }).stringValue);
    case TypeClass.Bytes:
      return compareBytes((a as { bytesValue: string }).bytesValue, (b as { bytesValue: string }).bytesValue);
    case TypeClass.Reference:
      return compareReferences((a as { referenceValue: string }).referenceValue, (b as { referenceValue: string }).referenceValue);
    case TypeClass.GeoPoint: {
      const x = (a as { geoPointValue: { latitude?: number; longitude?: number } }).geoPointValue;
      const y = (b as { geoPointValue: { latitude?: number; longitude?: number } }).geoPointValue;
      return compareNumbers(x.latitude ?? 0, y.latitude ?? 0) || compareNumbers(x.longitude ?? 0, y.longitude ?? 0);
    }
    case TypeClass.Array:
      return compareArrays(
        (a as { arrayValue: { values?: Value[] } }).arrayValue.values ?? [],
        (b as { arrayValue: { values?: Value[] } }).arrayValue.values ?? [],
      );
    case TypeClass.Vector: {
      const x = vectorElements((a as { mapValue: { fields?: Fields } }).mapValue.fields ?? {});
      const y = vectorElements((b as { mapValue: { fields?: Fields } }).mapValue.fields ?? {});
      return sign(x.length - y.length) || compareArrays(x, y);
    }
    case TypeClass.Map:
      return compareMaps((a as { mapValue: { fields?: Fields } }).mapValue.fields ?? {}, (b as { mapValue: { fields?: Fields } }).mapValue.fields ?? {});
  }
}

/** Same type class and equal in the order: what `==`, `in`, `array-contains` and cursors use (1 == 1.0). */
export function valuesEqual(a: Value, b: Value): boolean {
  return typeClass(a) === typeClass(b) && compareValues(a, b) === 0;
}

/** Range filters (<, <=, >, >=) only match values of the operand's type class. */
export function sameTypeClass(a: Value, b: Value): boolean {
  return typeClass(a) === typeClass(b);
}

/** Exact equality, stored type included (1 is not 1.0): what arrayUnion and arrayRemove use. */
export function valuesIdentical(a: Value, b: Value): boolean {
  if ('integerValue' in a || 'doubleValue' in a) {
    return ('integerValue' in a ? 'integerValue' in b : 'doubleValue' in b) && compareValues(a, b) === 0;
  }
  if ('arrayValue' in a) {
    if (!('arrayValue' in b)) return false;
    const x = a.arrayValue.values ?? [];
    const y = b.arrayValue.values ?? [];
    return x.length === y.length && x.every((value, i) => valuesIdentical(value, y[i]!));
  }
  if ('mapValue' in a) {
    if (!('mapValue' in b)) return false;
    const x = a.mapValue.fields ?? {};
    const y = b.mapValue.fields ?? {};
    const keys = Object.keys(x);
    return keys.length === Object.keys(y).length && keys.every((key) => y[key] !== undefined && valuesIdentical(x[key]!, y[key]!));
  }
  return valuesEqual(a, b);
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function canonicalInteger(raw: unknown): string {
  if (typeof raw !== 'string' && typeof raw !== 'number') throw invalidArgument(`Invalid integer value: ${String(raw)}`);
  let value: bigint;
  try {
    value = BigInt(raw);
  } catch {
    throw invalidArgument(`Invalid integer value: ${String(raw)}`);
  }
  if (value < INT64_MIN || value > INT64_MAX) throw invalidArgument(`Integer out of range: ${String(raw)}`);
  return value.toString();
}

function canonicalDouble(raw: unknown): number | 'NaN' | 'Infinity' | '-Infinity' {
  if (typeof raw === 'number') {
    if (Number.isNaN(raw)) return 'NaN';
    if (!Number.isFinite(raw)) return raw > 0 ? 'Infinity' : '-Infinity';
    return raw;
  }
  if (raw === 'NaN' || raw === 'Infinity' || raw === '-Infinity') return raw;
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  throw invalidArgument(`Invalid double value: ${String(raw)}`);
}

/**
 * A value as the database keeps it: validated, timestamps truncated to microseconds in the
 * canonical form, integers as canonical decimal strings, doubles as numbers (NaN and the
 * infinities as their proto3 JSON strings). Every value entering the database passes here
 * once, so the comparisons above can rely on those forms.
 */
export function normalizeValue(value: unknown): Value {
  if (typeof value !== 'object' || value === null) throw invalidArgument('Invalid value: not an object');
  const v = value as Record<string, unknown>;
  const keys = Object.keys(v).filter((key) => v[key] !== undefined);
  if (keys.length !== 1) throw invalidArgument(`Invalid value: expected one value type, got ${keys.join(', ') || 'none'}`);
  const raw = v[keys[0]!];
  switch (keys[0]) {
    case 'nullValue':
      return { nullValue: null };
    case 'booleanValue':
      return { booleanValue: raw === true };
    case 'integerValue':
      return { integerValue: canonicalInteger(raw) };
    case 'doubleValue':
      return { doubleValue: canonicalDouble(raw) };
    case 'timestampValue':
      if (typeof raw !== 'string') throw invalidArgument('Invalid timestamp value');
      return { timestampValue: canonicalTimestamp(raw) };
    case 'stringValue':
      if (typeof raw !== 'string') throw invalidArgument('Invalid string value');
      return { stringValue: raw };
    case 'bytesValue':
      if (typeof raw !== 'string') throw invalidArgument('Invalid bytes value');
      return { bytesValue: raw };
    case 'referenceValue':
      if (typeof raw !== 'string') throw invalidArgument('Invalid reference value');
      return { referenceValue: raw };
    case 'geoPointValue': {
      const point = (raw ?? {}) as { latitude?: unknown; longitude?: unknown };
      return { geoPointValue: { latitude: Number(point.latitude ?? 0), longitude: Number(point.longitude ?? 0) } };
    }
    case 'arrayValue': {
      const values = ((raw ?? {}) as { values?: unknown[] }).values ?? [];
      if (!Array.isArray(values)) throw invalidArgument('Invalid array value');
      return values.length ? { arrayValue: { values: values.map(normalizeValue) } } : { arrayValue: {} };
    }
    case 'mapValue': {
      const fields = ((raw ?? {}) as { fields?: Record<string, unknown> }).fields ?? {};
      return { mapValue: { fields: normalizeFields(fields) } };
    }
    default:
      throw invalidArgument(`Invalid value type: ${keys[0]}`);
  }
}

export function normalizeFields(fields: Record<string, unknown> | undefined): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields ?? {})) out[key] = normalizeValue(value);
  return out;
}
