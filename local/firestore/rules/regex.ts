// Rules regular expressions are RE2, so they are run by re2js, a port of RE2 itself:
// JavaScript's RegExp differs where it matters (`\s` takes Unicode spaces, unknown
// escapes are literals, lookaround and backreferences exist, `$` under `m` ends a line
// mid-string), and a pattern that passed here could then fail in production. A pattern
// RE2 refuses is an evaluation error, so the rule denies.

import { RE2JS, RE2JSException } from 're2js';
import { err, type RError } from './values.js';

const cache = new Map<string, RE2JS | RError>();

/** Compiles an RE2 pattern; an error value for what RE2 refuses. */
export function compileRe2(pattern: string): RE2JS | RError {
  const cached = cache.get(pattern);
  if (cached) return cached;
  const compiled = compile(pattern);
  // Bounded: patterns can come from documents.
  if (cache.size > 500) cache.clear();
  cache.set(pattern, compiled);
  return compiled;
}

function compile(pattern: string): RE2JS | RError {
  try {
    return RE2JS.compile(pattern);
  } catch (error) {
    if (error instanceof RE2JSException) return err(`invalid RE2 regular expression ${JSON.stringify(pattern)}: ${error.message}`);
    throw error;
  }
}
