// Global functions (`int()`, `string()`…) and namespace functions (`math.abs()`,
// `timestamp.date()`, `duration.value()`…). The tables of names and arities are what the
// loader checks calls against: a function not listed is a load error (fail closed).

import { asInt, asNumber, NANOS_PER_DAY, NANOS_PER_SECOND, wrongArgs } from './builtin-args.js';
import { bool, err, formatTimestamp, int, type RValue, show, str, typeName, type Val } from './values.js';

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
    const scale: Record<string, bigint> = {
      w: 7n * NANOS_PER_DAY,
      d: NANOS_PER_DAY,
      h: 3600n * NANOS_PER_SECOND,
      m: 60n * NANOS_PER_SECOND,
      s: NANOS_PER_SECOND,
      ms: 1_000_000n,
      ns: 1n,
    };
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
