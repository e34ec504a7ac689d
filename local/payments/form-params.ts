// Stripe's parameters come as forms with bracketed keys, the way the Stripe SDK encodes
// them: `metadata[orderId]=x` is a hash, `line_items[0][quantity]=2` and `expand[]=x` are
// lists. qs decodes them (express.urlencoded's extended mode for bodies, the app's
// extended query parser for GET); these readers take what it built.
import express from 'express';
import { invalidParam } from './api-error.js';

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
