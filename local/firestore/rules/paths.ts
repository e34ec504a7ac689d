// Matching request paths against `match` blocks. A request path is matched in full
// (`/databases/{db}/documents/...`); a block's allow statements apply when the block's
// path, appended to its enclosing blocks' paths, matches the whole request path. Every
// block that matches contributes its allows, and any one of them that is true allows
// (Structuring security rules, "Overlapping match statements": when several allow
// expressions match a request, access is granted if any condition is true).

import type { AllowStatement, MatchBlock } from './ast.js';
import type { PathSegmentPattern } from './lexer.js';
import type { RValue } from './values.js';

/** A path segment of a list request's document id, which the query does not know. */
export const UNKNOWN_SEGMENT = Symbol('unknown document id');

export type RequestSegment = string | typeof UNKNOWN_SEGMENT;

export interface MatchedAllow {
  allow: AllowStatement;
  /** Wildcard name → bound value (a string, a path, or unknown for the list id). */
  bindings: ReadonlyMap<string, RValue>;
  /** The full match path the allow sits under, for reasons. */
  matchPath: string;
}

export function matchingAllows(blocks: readonly MatchBlock[], segments: readonly RequestSegment[], version: 1 | 2): MatchedAllow[] {
  const found: MatchedAllow[] = [];
  const visit = (block: MatchBlock, from: number, bindings: Map<string, RValue>, prefix: string): void => {
    const matchPath = prefix + block.pathText;
    for (const end of matchPattern(block.path, 0, segments, from, bindings, version)) {
      if (end.position === segments.length) {
        for (const allow of block.allows) found.push({ allow, bindings: end.bindings, matchPath });
      }
      for (const nested of block.matches) visit(nested, end.position, end.bindings, matchPath);
    }
  };
  for (const block of blocks) visit(block, 0, new Map(), '');
  return found;
}

interface PartialMatch {
  position: number;
  bindings: Map<string, RValue>;
}

/** Every way `pattern[p..]` can match a prefix of `segments[s..]`. */
function* matchPattern(
  pattern: readonly PathSegmentPattern[],
  p: number,
  segments: readonly RequestSegment[],
  s: number,
  bindings: Map<string, RValue>,
  version: 1 | 2,
): Generator<PartialMatch> {
  const head = pattern[p];
  if (head === undefined) {
    yield { position: s, bindings };
    return;
  }
  if (head.kind === 'recursive') {
    // rules_version 2: `{name=**}` matches zero or more segments; version 1: one or more.
    const min = version === 2 ? 0 : 1;
    for (let end = s + min; end <= segments.length; end++) {
      const next = new Map(bindings);
      next.set(head.name, pathValue(segments.slice(s, end)));
      yield* matchPattern(pattern, p + 1, segments, end, next, version);
    }
    return;
  }
  const segment = segments[s];
  if (segment === undefined) return;
  if (head.kind === 'literal') {
    // An unknown id never equals a literal: a query is not "about" one named document.
    if (segment === head.value) yield* matchPattern(pattern, p + 1, segments, s + 1, bindings, version);
    return;
  }
  const next = new Map(bindings);
  next.set(head.name, segment === UNKNOWN_SEGMENT ? unknownId() : { t: 'string', v: segment });
  yield* matchPattern(pattern, p + 1, segments, s + 1, next, version);
}

function pathValue(segments: readonly RequestSegment[]): RValue {
  if (segments.some((segment) => segment === UNKNOWN_SEGMENT)) return unknownId();
  return { t: 'path', segs: segments as readonly string[] };
}

export function unknownId(): RValue {
  return { t: 'unknown', what: 'the document id of a list request', constraint: null };
}
