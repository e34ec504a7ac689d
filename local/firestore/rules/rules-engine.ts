import type { Fields } from '../api/types';
import type { Auth, Decision, GetRequest as EngineGetRequest, ListRequest, WriteRequest as EngineWriteRequest } from './index';

// What the server needs from a security rules engine: load a rules source, then judge one
// request at a time. The requests are the rules library's (./index, adapted in
// ./engine.ts), with documents in the server's own Value form: the adapter converts them.

export type { Auth, Decision, ListRequest };

export type GetRequest = Omit<EngineGetRequest, 'resource'> & { resource: Fields | null };
export type WriteRequest = Omit<EngineWriteRequest, 'resource' | 'requestResource'> & { resource: Fields | null; requestResource: Fields | null };

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
