import type { Fields, Value } from '../api/types';
import { invalidArgument } from '../api/errors';

// Field paths as the API writes them: segments joined by dots, a segment that is not a
// simple identifier quoted in backticks with `\` escaping (`a.b`, `` `x.y`.z ``). Reading,
// writing and deleting at a path never mutates: documents are shared between versions.

const SIMPLE_SEGMENT = /^[a-zA-Z_][a-zA-Z_0-9]*$/;

/** The document's own name, usable in filters, ordering and cursors (documentId()). */
export const DOCUMENT_ID_PATH = '__name__';

const cache = new Map<string, readonly string[]>();

export function parseFieldPath(path: string): readonly string[] {
  const cached = cache.get(path);
  if (cached) return cached;
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const c = path[i]!;
    if (quoted) {
      if (c === '\\' && i + 1 < path.length) current += path[++i];
      else if (c === '`') quoted = false;
      else current += c;
    } else if (c === '`') {
      quoted = true;
    } else if (c === '.') {
      segments.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  segments.push(current);
  if (quoted || segments.some((segment) => segment === '')) throw invalidArgument(`Invalid field path: ${path}`);
  // Bounded: paths come from clients.
  if (cache.size > 10_000) cache.clear();
  cache.set(path, segments);
  return segments;
}

const quoteSegment = (segment: string) => (SIMPLE_SEGMENT.test(segment) ? segment : `\`${segment.replace(/\\/g, '\\\\').replace(/`/g, '\\`')}\``);

/** One spelling per path (`a.b` and `` a.`b` `` are the same field). */
export function canonicalFieldPath(path: string): string {
  return parseFieldPath(path).map(quoteSegment).join('.');
}

/** The path of a top-level field name, quoted when needed. */
export const fieldPathOfKey = quoteSegment;

export function getField(fields: Fields, segments: readonly string[]): Value | undefined {
  let current: Value | undefined = fields[segments[0]!];
  for (let i = 1; i < segments.length; i++) {
    if (current === undefined || !('mapValue' in current)) return undefined;
    current = current.mapValue.fields?.[segments[i]!];
  }
  return current;
}

/** A copy of `fields` with the value at the path set, creating (or replacing non-map) parents. */
export function setField(fields: Fields, segments: readonly string[], value: Value): Fields {
  const [head, ...rest] = segments;
  if (head === undefined) return fields;
  if (rest.length === 0) return { ...fields, [head]: value };
  const existing = fields[head];
  const child = existing !== undefined && 'mapValue' in existing ? (existing.mapValue.fields ?? {}) : {};
  return { ...fields, [head]: { mapValue: { fields: setField(child, rest, value) } } };
}

/** A copy of `fields` without the value at the path (unchanged when there is none). */
export function deleteField(fields: Fields, segments: readonly string[]): Fields {
  const [head, ...rest] = segments;
  if (head === undefined || !Object.hasOwn(fields, head)) return fields;
  if (rest.length === 0) {
    const copy = { ...fields };
    delete copy[head];
    return copy;
  }
  const existing = fields[head]!;
  if (!('mapValue' in existing)) return fields;
  return { ...fields, [head]: { mapValue: { fields: deleteField(existing.mapValue.fields ?? {}, rest) } } };
}

/** Only the given paths (a read mask or a query's select()); `__name__` selects nothing. */
export function projectFields(fields: Fields, paths: readonly string[]): Fields {
  let result: Fields = {};
  for (const path of paths) {
    if (path === DOCUMENT_ID_PATH) continue;
    const segments = parseFieldPath(path);
    const value = getField(fields, segments);
    if (value !== undefined) result = setField(result, segments, value);
  }
  return result;
}
