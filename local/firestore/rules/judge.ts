// Decides client requests against a loaded ruleset: builds `request` and `resource` as
// production does, finds the allow statements whose match paths cover the request, and
// allows only if one of them evaluates to exactly `true`. Malformed input denies with a
// reason rather than throwing, so the server can always answer permission-denied.

import type { RequestMethod } from './ast.js';
import { Evaluator, type Variables } from './evaluator.js';
import { type MatchedAllow, matchingAllows, type RequestSegment, unknownId } from './paths.js';
import type { Program } from './program.js';
import { FirestoreError } from '../api/errors.js';
import { parseFieldPath } from '../database/field-paths.js';
import { parseFilter } from '../database/filter.js';
import { type Alternative, splitQuery } from './query.js';
import {
  type Fields,
  fromFields,
  fromJson,
  type MapValue,
  mapOf,
  NULL,
  type RValue,
  show,
  str,
  timestampFromDate,
  type Val,
  ValueFormatError,
} from './values.js';

export interface Auth {
  uid: string;
  token: Record<string, unknown>;
}

export interface Decision {
  allowed: boolean;
  reason: string;
}

export interface GetRequest {
  path: string;
  resource: Fields | null;
  auth: Auth | null;
  database?: string;
}

export interface ListRequest {
  collectionPath: string;
  where?: unknown;
  orderBy?: unknown[];
  limit?: number;
  offset?: number;
  auth: Auth | null;
  database?: string;
}

export interface WriteRequest {
  path: string;
  method: 'create' | 'update' | 'delete';
  resource: Fields | null;
  requestResource: Fields | null;
  auth: Auth | null;
  database?: string;
}

const DEFAULT_DATABASE = '(default)';

class InputError extends Error {}

export function judgeGetWith(program: Program, req: GetRequest): Decision {
  return guard(() => {
    const database = req.database ?? DEFAULT_DATABASE;
    const segments = documentSegments(req.path);
    const request = requestMap('get', req.auth, fullPath(database, segments), null);
    const resource = req.resource ? resourceMap(database, segments, fromFields(req.resource)) : NULL;
    return decide(program, 'get', fullSegments(database, segments), request, resource);
  });
}

export function judgeWriteWith(program: Program, req: WriteRequest): Decision {
  return guard(() => {
    if (!['create', 'update', 'delete'].includes(req.method)) throw new InputError(`unknown write method ${String(req.method)}`);
    const database = req.database ?? DEFAULT_DATABASE;
    const segments = documentSegments(req.path);
    const after = req.requestResource ? resourceMap(database, segments, fromFields(req.requestResource)) : NULL;
    const request = requestMap(req.method, req.auth, fullPath(database, segments), { key: 'resource', value: after });
    const resource = req.resource ? resourceMap(database, segments, fromFields(req.resource)) : NULL;
    return decide(program, req.method, fullSegments(database, segments), request, resource);
  });
}

/**
 * A list is allowed only if every alternative of its filter is allowed with the document
 * id unknown and `resource.data` known only through the filter (see constraints.ts).
 */
export function judgeListWith(program: Program, req: ListRequest): Decision {
  return guard(() => {
    const database = req.database ?? DEFAULT_DATABASE;
    const collection = collectionSegments(req.collectionPath);
    const alternatives = splitQuery(parseFilter(req.where), collection.join('/'));
    const query = queryMap(req);
    const allowedBy: string[] = [];
    for (const alternative of alternatives) {
      const decision = judgeAlternative(program, database, collection, alternative, req.auth, query);
      const label = alternatives.length > 1 || alternative.text !== '(no filter)' ? `query alternative [${alternative.text}]` : 'unfiltered query';
      if (!decision.allowed) return { allowed: false, reason: `${label}: ${decision.reason}` };
      allowedBy.push(`${label}: ${decision.reason}`);
    }
    return { allowed: true, reason: allowedBy.join('; ') };
  });
}

function judgeAlternative(program: Program, database: string, collection: string[], alternative: Alternative, auth: Auth | null, query: MapValue): Decision {
  const id = alternative.documentId;
  const segments: RequestSegment[] = [...collection, { id }];
  const data: RValue = { t: 'querydoc', prefix: [], fields: alternative.fields };
  const name = id === null ? unknownName('the document name of a list request') : fullPath(database, [...collection, id]);
  const resource = mapOf([
    ['data', data],
    ['id', id === null ? unknownId() : str(id)],
    ['__name__', name],
  ]);
  const path = id === null ? unknownName('request.path of a list request') : name;
  const request = requestMap('list', auth, path, { key: 'query', value: query });
  return decide(program, 'list', [...prefixSegments(database), ...segments], request, resource);
}

function unknownName(what: string): RValue {
  return { t: 'unknown', what, constraint: null };
}

function decide(program: Program, method: RequestMethod, segments: RequestSegment[], request: RValue, resource: RValue): Decision {
  const shown = `/${segments.map((s) => (typeof s === 'string' ? s : (s.id ?? '{unknown id}'))).join('/')}`;
  const candidates = matchingAllows(program.file.matches, segments, program.file.version).filter((m) => m.allow.methods.includes(method));
  if (candidates.length === 0) return { allowed: false, reason: `denied: no allow statement for ${method} matches ${shown}` };
  const evaluator = new Evaluator(program);
  const outcomes: string[] = [];
  for (const candidate of candidates) {
    const result = evaluate(evaluator, candidate, request, resource);
    if (result.t === 'bool' && result.v) return { allowed: true, reason: `allowed by ${describe(candidate)}` };
    outcomes.push(`${describe(candidate)} gave ${result.t === 'error' ? `an error: ${result.msg}` : show(result)}`);
  }
  return { allowed: false, reason: `denied ${method} on ${shown}: ${outcomes.join('; ')}` };
}

function evaluate(evaluator: Evaluator, candidate: MatchedAllow, request: RValue, resource: RValue): Val {
  if (candidate.allow.condition === null) return { t: 'bool', v: true };
  const vars: Variables = new Map<string, Val>([['request', request], ['resource', resource], ...candidate.bindings]);
  return evaluator.eval(candidate.allow.condition, vars);
}

const MAX_QUOTED_RULE = 160;

function describe(candidate: MatchedAllow): string {
  const { text, pos } = candidate.allow;
  const quoted = text.length > MAX_QUOTED_RULE ? `${text.slice(0, MAX_QUOTED_RULE - 1)}…` : text;
  return `line ${pos.line} "${quoted}" (match ${candidate.matchPath})`;
}

function guard(judge: () => Decision): Decision {
  try {
    return judge();
  } catch (error) {
    // A request production refuses as INVALID_ARGUMENT never reaches its rules; here it denies.
    if (error instanceof InputError || error instanceof FirestoreError || error instanceof ValueFormatError) {
      return { allowed: false, reason: `denied: malformed request: ${error.message}` };
    }
    throw error;
  }
}

// ---- request and resource values ----

function requestMap(method: RequestMethod, auth: Auth | null, path: RValue, extra: { key: string; value: RValue } | null): RValue {
  const entries: [string, RValue][] = [
    ['auth', authValue(auth)],
    ['method', str(method)],
    ['path', path],
    ['time', timestampFromDate(new Date())],
  ];
  if (extra) entries.push([extra.key, extra.value]);
  return mapOf(entries);
}

function authValue(auth: Auth | null): RValue {
  if (auth === null) return NULL;
  if (typeof auth.uid !== 'string') throw new InputError('auth.uid must be a string');
  return mapOf([
    ['uid', str(auth.uid)],
    ['token', fromJson(auth.token ?? {})],
  ]);
}

function resourceMap(database: string, segments: string[], data: MapValue): RValue {
  return mapOf([
    ['data', data],
    ['id', str(segments[segments.length - 1] ?? '')],
    ['__name__', fullPath(database, segments)],
  ]);
}

/**
 * `request.query`: limit and offset as integers (null when the query has none, so a rule
 * like `request.query.limit <= 50` denies an unlimited query), orderBy as a map of field
 * path to 'ASC' or 'DESC'.
 */
function queryMap(req: ListRequest): MapValue {
  const orderBy: [string, RValue][] = [];
  for (const order of req.orderBy ?? []) {
    const record = order as { field?: { fieldPath?: unknown }; direction?: unknown } | null;
    const fieldPath = record?.field?.fieldPath;
    if (typeof fieldPath !== 'string') throw new InputError('orderBy entries need field.fieldPath');
    parseFieldPath(fieldPath);
    orderBy.push([fieldPath, str(record?.direction === 'DESCENDING' ? 'DESC' : 'ASC')]);
  }
  return mapOf([
    ['limit', optionalInt(req.limit, 'limit')],
    ['offset', optionalInt(req.offset, 'offset')],
    ['orderBy', mapOf(orderBy)],
  ]);
}

function optionalInt(value: number | undefined, what: string): RValue {
  if (value === undefined || value === null) return NULL;
  if (!Number.isSafeInteger(value) || value < 0) throw new InputError(`${what} must be a non-negative integer`);
  return { t: 'int', v: BigInt(value) };
}

// ---- paths ----

function prefixSegments(database: string): string[] {
  return ['databases', database, 'documents'];
}

function fullSegments(database: string, segments: string[]): string[] {
  return [...prefixSegments(database), ...segments];
}

function fullPath(database: string, segments: string[]): RValue {
  return { t: 'path', segs: fullSegments(database, segments) };
}

function splitPath(path: string, what: string): string[] {
  if (typeof path !== 'string') throw new InputError(`${what} must be a string`);
  const segments = path.replace(/^\/+/, '').split('/');
  if (segments.some((segment) => segment === '')) throw new InputError(`${what} ${JSON.stringify(path)} has an empty segment`);
  return segments;
}

function documentSegments(path: string): string[] {
  const segments = splitPath(path, 'document path');
  if (segments.length % 2 !== 0) throw new InputError(`${JSON.stringify(path)} is not a document path`);
  return segments;
}

function collectionSegments(path: string): string[] {
  const segments = splitPath(path, 'collection path');
  if (segments.length % 2 !== 1) throw new InputError(`${JSON.stringify(path)} is not a collection path`);
  return segments;
}
