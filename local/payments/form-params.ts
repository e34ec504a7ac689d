// Stripe's parameters come as forms with bracketed keys, the way the Stripe SDK encodes
// them: `metadata[orderId]=x` is a hash, `line_items[0][quantity]=2` and `expand[]=x` are
// lists. qs decodes them (express.urlencoded's extended mode for bodies, the app's
// extended query parser for GET); these readers take what it built.
import express from 'express';
import { invalidParam, missingParam } from './api-error.js';

export type FormValue = string | FormMap | FormValue[];

export interface FormMap {
  [key: string]: FormValue | undefined;
}

// Checkout parameters and the card form are a few kilobytes; anything far larger is a
// mistake. body-parser lifts qs's arrayLimit (20) to the number of parameters sent, so
// Stripe's 100 line items stay a list.
export const formBody = express.urlencoded({ extended: true, limit: '1mb' });

/** Reads a string parameter; an empty string counts as absent, as Stripe treats it. */
export function formString(map: FormMap, key: string, param: string): string | undefined {
  const value = map[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalidParam(param, `Invalid string: ${param} must be a string, not a hash`);
  return value;
}

/** Reads a hash parameter; an empty string (the SDK's encoding of `null`) counts as absent. */
export function formMap(map: FormMap, key: string, param: string): FormMap | undefined {
  const value = map[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string') throw invalidParam(param, `Invalid hash: ${param} must be a hash`);
  // qs reads `metadata[0]=x` as a list; as a hash its indexes are its keys.
  return Array.isArray(value) ? Object.fromEntries(value.entries()) : value;
}

/** Reads a list parameter, sent as `key[0]…key[n]` or `key[]`. */
export function formList(map: FormMap, key: string, param: string): FormValue[] | undefined {
  const value = map[key];
  if (value === undefined || value === '') return undefined;
  if (!Array.isArray(value)) throw invalidParam(param, `Invalid array: ${param} must be a list`);
  return value;
}

/** Reads a whole-number parameter within `range`; an empty string counts as absent. */
export function formInteger(map: FormMap, key: string, param: string, range: { min?: number; max?: number } = {}): number | undefined {
  const text = formString(map, key, param);
  if (text === undefined) return undefined;
  const value = Number(text);
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = range;
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(value)) throw invalidParam(param, `Invalid integer: ${text}`);
  if (value < min || value > max) {
    throw invalidParam(
      param,
      `Invalid integer: ${param} must be ${max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `between ${min} and ${max}`}, got ${text}`,
    );
  }
  return value;
}

/** Reads a boolean parameter (`true` or `false`, as the SDK sends them). */
export function formBoolean(map: FormMap, key: string, param: string): boolean | undefined {
  const text = formString(map, key, param);
  if (text === undefined) return undefined;
  if (text !== 'true' && text !== 'false') throw invalidParam(param, `Invalid boolean: ${text}`);
  return text === 'true';
}

/** Reads a required parameter: a missing one is Stripe's `parameter_missing`. */
export function required<T>(value: T | undefined, param: string): T {
  if (value === undefined) throw missingParam(param);
  return value;
}
