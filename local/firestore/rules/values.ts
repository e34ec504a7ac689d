// The values rules expressions compute with, and their conversion from Firestore's wire
// form (proto3 JSON `Value`) and from decoded ID-token claims (plain JSON).
//
// Two kinds exist only while judging a list request ("rules are not filters"): `unknown`
// stands for a document field (or the document id) the query does not pin to one value,
// and `querydoc` for `resource.data` of a query. Only the operations in constraints.ts can
// decide anything about them; every other use is an error, and errors deny.

export type Value =
  | { stringValue: string }
  | { integerValue: string }
  | { doubleValue: number }
  | { booleanValue: boolean }
  | { nullValue: null }
  | { timestampValue: string }
  | { mapValue: { fields?: Fields } }
  | { arrayValue: { values?: Value[] } }
  | { referenceValue: string }
  | { bytesValue: string }
  | { geoPointValue: { latitude: number; longitude: number } };

export type Fields = Record<string, Value>;

export type MapValue = { t: 'map'; entries: ReadonlyMap<string, RValue> };

export type RValue =
  | { t: 'null' }
  | { t: 'bool'; v: boolean }
  | { t: 'int'; v: bigint }
  | { t: 'float'; v: number }
  | { t: 'string'; v: string }
  | { t: 'bytes'; v: Uint8Array }
  /** Nanoseconds since the Unix epoch. */
  | { t: 'timestamp'; ns: bigint }
  | { t: 'duration'; ns: bigint }
  | { t: 'latlng'; lat: number; lng: number }
  /** Path segments without the leading slash, e.g. ['databases', '(default)', 'documents', 'orders', 'o1']. */
  | { t: 'path'; segs: readonly string[] }
  | { t: 'list'; items: readonly RValue[] }
  | { t: 'set'; items: readonly RValue[] }
  | MapValue
  | { t: 'mapdiff'; left: MapValue; right: MapValue }
  | { t: 'unknown'; what: string; constraint: FieldConstraint | null }
  | { t: 'querydoc'; prefix: readonly string[]; fields: ReadonlyMap<string, FieldConstraint> };

/** What a query's filter says of one field (constraints.ts decides rule comparisons from it). */
export interface Bound {
  value: RValue;
  inclusive: boolean;
}

export interface FieldConstraint {
  /** The field's value, when `==` (or one value of `in`) pins it. */
  eq?: RValue;
  /** Two `==` filters with different values: the alternative can return nothing, but we decide nothing from it. */
  conflict?: boolean;
  lower?: Bound;
  upper?: Bound;
  /** Values the field cannot have (`!=`, `not-in`). */
  notIn: RValue[];
  /** Values the field's array holds (`array-contains`, one value of `array-contains-any`). */
  contains: RValue[];
}

export interface RError {
  t: 'error';
  msg: string;
}

/** What evaluating an expression yields: a value, or an error (which never allows). */
export type Val = RValue | RError;

export type Symbolic = Extract<RValue, { t: 'unknown' } | { t: 'querydoc' }>;

export const NULL: RValue = { t: 'null' };
export const TRUE: RValue = { t: 'bool', v: true };
export const FALSE: RValue = { t: 'bool', v: false };

export const INT64_MIN = -(1n << 63n);
export const INT64_MAX = (1n << 63n) - 1n;

export function err(msg: string): RError {
  return { t: 'error', msg };
}

export function bool(v: boolean): RValue {
  return v ? TRUE : FALSE;
}

export function str(v: string): RValue {
  return { t: 'string', v };
}

export function int(v: bigint): Val {
  return v < INT64_MIN || v > INT64_MAX ? err('integer overflow') : { t: 'int', v };
}

export function mapOf(entries: Iterable<[string, RValue]>): MapValue {
  return { t: 'map', entries: new Map(entries) };
}

export function isError(v: Val): v is RError {
  return v.t === 'error';
}

export function isSymbolic(v: Val): v is Symbolic {
  return v.t === 'unknown' || v.t === 'querydoc';
}

/** The type names of the `is` operator that name one value kind. */
export function typeName(v: RValue): string {
  switch (v.t) {
    case 'bool':
      return 'bool';
    case 'mapdiff':
      return 'map_diff';
    case 'unknown':
    case 'querydoc':
      return 'unknown';
    default:
      return v.t;
  }
}

/** For error messages and reasons: a short rendering of a value. */
export function show(v: Val): string {
  switch (v.t) {
    case 'error':
      return `error(${v.msg})`;
    case 'null':
      return 'null';
    case 'bool':
      return String(v.v);
    case 'int':
      return v.v.toString();
    case 'float':
      return Number.isInteger(v.v) ? v.v.toFixed(1) : String(v.v);
    case 'string':
      return JSON.stringify(v.v);
    case 'bytes':
      return `b64'${Buffer.from(v.v).toString('base64')}'`;
    case 'timestamp':
      return `timestamp(${formatTimestamp(v.ns)})`;
    case 'duration':
      return `duration(${v.ns}ns)`;
    case 'latlng':
      return `latlng(${v.lat}, ${v.lng})`;
    case 'path':
      return `path(/${v.segs.join('/')})`;
    case 'list':
      return `[${v.items.map(show).join(', ')}]`;
    case 'set':
      return `set([${v.items.map(show).join(', ')}])`;
    case 'map':
      return `{${[...v.entries].map(([k, x]) => `${JSON.stringify(k)}: ${show(x)}`).join(', ')}}`;
    case 'mapdiff':
      return 'map_diff';
    case 'unknown':
      return v.what;
    case 'querydoc':
      return v.prefix.length ? `resource.data.${v.prefix.join('.')}` : 'resource.data';
  }
}

function isNumber(v: RValue): v is Extract<RValue, { t: 'int' } | { t: 'float' }> {
  return v.t === 'int' || v.t === 'float';
}

function compareNumbers(a: Extract<RValue, { t: 'int' } | { t: 'float' }>, b: Extract<RValue, { t: 'int' } | { t: 'float' }>): number {
  if (a.t === 'int' && b.t === 'int') return a.v < b.v ? -1 : a.v > b.v ? 1 : 0;
  const x = a.t === 'int' ? Number(a.v) : a.v;
  const y = b.t === 'int' ? Number(b.v) : b.v;
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.NaN;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Strings compare by Unicode code point, as CEL specifies (not by UTF-16 unit). */
function compareStrings(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const cx = x[i]?.codePointAt(0) ?? 0;
    const cy = y[i]?.codePointAt(0) ?? 0;
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
  return x.length - y.length === 0 ? 0 : x.length < y.length ? -1 : 1;
}

/**
 * Ordering of two concrete values, or null when the rules language does not order them
 * (different types, lists, maps…). NaN compares as NaN (every relation false).
 */
export function compare(a: RValue, b: RValue): number | null {
  if (isNumber(a) && isNumber(b)) return compareNumbers(a, b);
  if (a.t !== b.t) return null;
  switch (a.t) {
    case 'string':
      return compareStrings(a.v, (b as typeof a).v);
    case 'timestamp':
    case 'duration': {
      const y = (b as typeof a).ns;
      return a.ns < y ? -1 : a.ns > y ? 1 : 0;
    }
    case 'bool': {
      const y = (b as typeof a).v;
      return a.v === y ? 0 : a.v ? 1 : -1;
    }
    case 'bytes': {
      const y = (b as typeof a).v;
      for (let i = 0; i < Math.min(a.v.length, y.length); i++) {
        const d = (a.v[i] ?? 0) - (y[i] ?? 0);
        if (d !== 0) return d < 0 ? -1 : 1;
      }
      return a.v.length === y.length ? 0 : a.v.length < y.length ? -1 : 1;
    }
    default:
      return null;
  }
}

/** `==` of two concrete values: values of different types are unequal, never an error. */
export function equals(a: RValue, b: RValue): boolean {
  if (isNumber(a) && isNumber(b)) return compareNumbers(a, b) === 0;
  if (a.t !== b.t) return false;
  switch (a.t) {
    case 'null':
      return true;
    case 'bool':
    case 'string':
      return a.v === (b as typeof a).v;
    case 'timestamp':
    case 'duration':
    case 'bytes':
      return compare(a, b) === 0;
    case 'latlng': {
      const y = b as typeof a;
      return a.lat === y.lat && a.lng === y.lng;
    }
    case 'path': {
      const y = (b as typeof a).segs;
      return a.segs.length === y.length && a.segs.every((s, i) => s === y[i]);
    }
    case 'list': {
      const y = (b as typeof a).items;
      return (
        a.items.length === y.length &&
        a.items.every((item, i) => {
          const other = y[i];
          return other !== undefined && equals(item, other);
        })
      );
    }
    case 'set': {
      const y = (b as typeof a).items;
      return a.items.every((item) => contains(y, item)) && y.every((item) => contains(a.items, item));
    }
    case 'map':
      return mapsEqual(a, b as typeof a);
    case 'mapdiff':
      return false;
    default:
      return false;
  }
}

function mapsEqual(a: MapValue, b: MapValue): boolean {
  if (a.entries.size !== b.entries.size) return false;
  for (const [key, value] of a.entries) {
    const other = b.entries.get(key);
    if (other === undefined || !equals(value, other)) return false;
  }
  return true;
}

export function contains(items: readonly RValue[], value: RValue): boolean {
  return items.some((item) => equals(item, value));
}

/** Removes duplicates, keeping the first of equal values (sets built from lists). */
export function distinct(items: readonly RValue[]): RValue[] {
  const out: RValue[] = [];
  for (const item of items) if (!contains(out, item)) out.push(item);
  return out;
}

// ---- conversions from the wire ----

export class ValueFormatError extends Error {}

const DOCUMENTS_PREFIX = /^projects\/[^/]+\/(databases\/[^/]+\/documents(?:\/.*)?)$/;

/** Converts a Firestore v1 `Value` (proto3 JSON) to a rules value. Throws ValueFormatError on malformed input. */
export function fromFirestore(value: Value): RValue {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ValueFormatError(`a Value must be an object, not ${JSON.stringify(value)}`);
  const v = value as Record<string, unknown>;
  if ('nullValue' in v) return NULL;
  if ('booleanValue' in v) return bool(v.booleanValue === true);
  if ('stringValue' in v) return str(String(v.stringValue));
  if ('integerValue' in v) {
    const text = String(v.integerValue);
    if (!/^-?\d+$/.test(text)) throw new ValueFormatError(`bad integerValue ${text}`);
    const parsed = int(BigInt(text));
    if (parsed.t === 'error') throw new ValueFormatError(`integerValue out of range: ${text}`);
    return parsed;
  }
  if ('doubleValue' in v) {
    // proto3 JSON writes non-finite doubles as the strings "NaN", "Infinity", "-Infinity".
    const raw = v.doubleValue;
    const n = typeof raw === 'number' ? raw : Number(raw);
    if (typeof raw !== 'number' && !['NaN', 'Infinity', '-Infinity'].includes(String(raw)) && Number.isNaN(n)) {
      throw new ValueFormatError(`bad doubleValue ${String(raw)}`);
    }
    return { t: 'float', v: n };
  }
  if ('timestampValue' in v) {
    const ns = parseTimestamp(String(v.timestampValue));
    if (ns === null) throw new ValueFormatError(`bad timestampValue ${String(v.timestampValue)}`);
    return { t: 'timestamp', ns };
  }
  if ('mapValue' in v) {
    const fields = (v.mapValue as { fields?: Fields } | null)?.fields ?? {};
    return fromFields(fields);
  }
  if ('arrayValue' in v) {
    const values = (v.arrayValue as { values?: Value[] } | null)?.values ?? [];
    return { t: 'list', items: values.map(fromFirestore) };
  }
  if ('referenceValue' in v) {
    const name = String(v.referenceValue);
    const match = DOCUMENTS_PREFIX.exec(name);
    if (!match?.[1]) throw new ValueFormatError(`bad referenceValue ${name}`);
    return { t: 'path', segs: match[1].split('/') };
  }
  if ('bytesValue' in v) return { t: 'bytes', v: new Uint8Array(Buffer.from(String(v.bytesValue), 'base64')) };
  if ('geoPointValue' in v) {
    const point = v.geoPointValue as { latitude?: number; longitude?: number } | null;
    return { t: 'latlng', lat: point?.latitude ?? 0, lng: point?.longitude ?? 0 };
  }
  throw new ValueFormatError(`unknown Value kind: ${Object.keys(v).join(', ') || '(empty)'}`);
}

export function fromFields(fields: Fields): MapValue {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) throw new ValueFormatError('document fields must be an object');
  return mapOf(Object.entries(fields).map(([key, value]) => [key, fromFirestore(value)]));
}

/** Converts decoded JSON (ID-token claims) to a rules value: whole numbers become int, others float. */
export function fromJson(value: unknown): RValue {
  if (value === null || value === undefined) return NULL;
  if (typeof value === 'boolean') return bool(value);
  if (typeof value === 'string') return str(value);
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return { t: 'int', v: BigInt(value) };
    return { t: 'float', v: value };
  }
  if (typeof value === 'bigint') {
    const parsed = int(value);
    return parsed.t === 'error' ? { t: 'float', v: Number(value) } : parsed;
  }
  if (Array.isArray(value)) return { t: 'list', items: value.map(fromJson) };
  if (typeof value === 'object') return mapOf(Object.entries(value).map(([key, item]) => [key, fromJson(item)]));
  throw new ValueFormatError(`cannot convert ${typeof value} to a rules value`);
}

// ---- timestamps ----

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

/** Parses an RFC 3339 timestamp to nanoseconds since the epoch, or null if malformed. */
export function parseTimestamp(text: string): bigint | null {
  const m = RFC3339.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return null;
  let millis = Date.UTC(year, month - 1, day, hour, minute, second);
  if (year < 100) {
    // Date.UTC maps years 0-99 to 1900-1999.
    const d = new Date(millis);
    d.setUTCFullYear(year);
    millis = d.getTime();
  }
  if (m[9] !== undefined) {
    const offsetMinutes = (Number(m[10]) * 60 + Number(m[11])) * (m[9] === '+' ? 1 : -1);
    millis -= offsetMinutes * 60_000;
  }
  const fraction = (m[7] ?? '').padEnd(9, '0');
  return BigInt(millis) * 1_000_000n + BigInt(fraction || '0');
}

export function formatTimestamp(ns: bigint): string {
  const millis = floorDiv(ns, 1_000_000n);
  const nanosOfSecond = ns - floorDiv(ns, 1_000_000_000n) * 1_000_000_000n;
  const iso = new Date(Number(millis)).toISOString(); // YYYY-MM-DDTHH:MM:SS.mmmZ
  const fraction = nanosOfSecond === 0n ? '' : `.${nanosOfSecond.toString().padStart(9, '0').replace(/0+$/, '')}`;
  return `${iso.slice(0, 19)}${fraction}Z`;
}

export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** A JS Date as a rules timestamp (millisecond precision, as Date has). */
export function timestampFromDate(date: Date): RValue {
  return { t: 'timestamp', ns: BigInt(date.getTime()) * 1_000_000n };
}
