// Rules regular expressions are RE2. JavaScript's RegExp agrees with RE2 on the common
// syntax; where they differ we refuse the pattern (an evaluation error, so deny) rather
// than run it with other semantics: lookaround and backreferences (JS only), and RE2-only
// syntax such as POSIX classes, \p{…}, \A, \z, \Q…\E.

import { err, type RError } from './values.js';

const UNSUPPORTED: [RegExp, string][] = [
  [/\(\?<?[=!]/, 'lookaround'],
  [/\\[1-9]/, 'backreferences'],
  [/\\[pPAzQEC]/, 'RE2 escapes \\p, \\A, \\z, \\Q, \\E, \\C'],
  [/\[:[a-z]+:\]/, 'POSIX character classes'],
  [/\(\?<[A-Za-z]/, 'named groups'],
];

const cache = new Map<string, RegExp | RError>();

/** Compiles an RE2 pattern to a JS RegExp; `whole` anchors it to match the whole input. */
export function compileRe2(pattern: string, whole: boolean): RegExp | RError {
  const key = `${whole ? 'w' : 'p'}:${pattern}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const compiled = compile(pattern, whole);
  if (cache.size > 500) cache.clear();
  cache.set(key, compiled);
  return compiled;
}

function compile(pattern: string, whole: boolean): RegExp | RError {
  let body = pattern;
  let flags = '';
  // RE2's leading flag group, e.g. (?i) or (?is): JS takes flags separately.
  const flagGroup = /^\(\?([ims]+)\)/.exec(body);
  if (flagGroup?.[1]) {
    flags = [...new Set(flagGroup[1])].join('');
    body = body.slice(flagGroup[0].length);
  }
  if (/\(\?[a-zA-Z-]/.test(body.replace(/\(\?P?<[A-Za-z_]\w*>/g, ''))) return err(`unsupported regular expression flags in ${JSON.stringify(pattern)}`);
  // RE2 writes named groups (?P<name>…); JS has no equivalent for `P`.
  body = body.replace(/\(\?P<([A-Za-z_]\w*)>/g, '(?<$1>');
  for (const [test, what] of UNSUPPORTED) {
    if (test.test(pattern.replace(/\(\?P<[A-Za-z_]\w*>/g, '('))) return err(`regular expression uses ${what}, which this engine does not support: ${JSON.stringify(pattern)}`);
  }
  try {
    return new RegExp(whole ? `^(?:${body})$` : body, flags);
  } catch {
    return err(`invalid regular expression ${JSON.stringify(pattern)}`);
  }
}

/** Number of capturing groups of a compiled pattern. */
export function groupCount(re: RegExp): number {
  return (new RegExp(`${re.source}|`, re.flags).exec('')?.length ?? 1) - 1;
}
