// Matching request paths against `match` blocks. A request path is matched in full
// (`/databases/{db}/documents/...`); a block's allow statements apply when the block's
// path, appended to its enclosing blocks' paths, matches the whole request path. Every
// block that matches contributes its allows, and any one of them that is true allows
// (Structuring security rules, "Overlapping match statements": when several allow
// expressions match a request, access is granted if any condition is true).

import type { AllowStatement, MatchBlock } from './ast.js';
import type { PathSegmentPattern } from './lexer.js';
import type { RValue } from './values.js';

/**
 * The last segment of a list request: the documents the query can return. Their id is
 * unknown unless the query pins `__name__` to one document. Either way it matches only
 * wildcards, never a literal segment: a query is judged by the rules of its collection,
 * not by those written for one named document (the stricter reading, so it fails closed).
 */
export interface ListDocumentSegment {
  id: string | null;
}

export type RequestSegment = string | ListDocumentSegment;

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
    if (segment === head.value) yield* matchPattern(pattern, p + 1, segments, s + 1, bindings, version);
    return;
  }
  const next = new Map(bindings);
  next.set(head.name, segmentValue(segment));
  yield* matchPattern(pattern, p + 1, segments, s + 1, next, version);
}

function segmentValue(segment: RequestSegment): RValue {
  if (typeof segment === 'string') return { t: 'string', v: segment };
  return segment.id === null ? unknownId() : { t: 'string', v: segment.id };
}

function pathValue(segments: readonly RequestSegment[]): RValue {
  const names: string[] = [];
  for (const segment of segments) {
    const value = segmentValue(segment);
    if (value.t !== 'string') return unknownId();
    names.push(value.v);
  }
  return { t: 'path', segs: names };
}

export function unknownId(): RValue {
  return { t: 'unknown', what: 'the document id of a list request', constraint: null };
}
