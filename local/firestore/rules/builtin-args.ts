// Small helpers shared by the built-in functions, methods and operators.

import { err, type RValue, typeName, type Val } from './values.js';

export const NANOS_PER_SECOND = 1_000_000_000n;
export const NANOS_PER_DAY = 86_400n * NANOS_PER_SECOND;

export function wrongArgs(name: string, args: readonly RValue[]): Val {
  return err(`${name}() does not take (${args.map((a) => typeName(a)).join(', ')})`);
}

export function asInt(v: RValue | undefined): bigint | null {
  return v?.t === 'int' ? v.v : null;
}

export function asNumber(v: RValue | undefined): number | null {
  if (v?.t === 'int') return Number(v.v);
  if (v?.t === 'float') return v.v;
  return null;
}

export function asItems(v: RValue | undefined): readonly RValue[] | null {
  return v?.t === 'list' || v?.t === 'set' ? v.items : null;
}
