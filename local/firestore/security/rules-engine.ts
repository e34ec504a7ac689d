import type { Fields } from '../api/types';

// What the server needs from a security rules engine: load a rules source, then judge one
// request at a time. The engine itself is a pure library (../rules, adapted in ./engine.ts);
// the server converts its requests to these shapes at the boundary. Values are in
// proto3 JSON form, the same form the server keeps documents in.

/** Decoded ID-token claims of the caller; null for an unauthenticated client. */
export interface Auth {
  uid: string;
  token: Record<string, unknown>;
}

export interface Decision {
  allowed: boolean;
  reason: string;
}

export interface GetRequest {
  /** Relative to the database's documents, e.g. `orders/abc`. */
  path: string;
  resource: Fields | null;
  auth: Auth | null;
  database: string;
}

export interface ListRequest {
  /** Relative to the database's documents, e.g. `orders` or `schools/s1/notes`. */
  collectionPath: string;
  /** StructuredQuery.where, orderBy, limit and offset in proto3 JSON form. */
  where?: unknown;
  orderBy?: unknown[];
  limit?: number;
  offset?: number;
  auth: Auth | null;
  database: string;
}

export interface WriteRequest {
  path: string;
  method: 'create' | 'update' | 'delete';
  resource: Fields | null;
  requestResource: Fields | null;
  auth: Auth | null;
  database: string;
}

/** A loaded ruleset. */
export interface RulesJudge {
  get(request: GetRequest): Decision;
  list(request: ListRequest): Decision;
  write(request: WriteRequest): Decision;
}

export interface RulesEngine {
  /** Throws (a load error) for a syntax error or anything the engine does not support. */
  load(source: string): RulesJudge;
}
