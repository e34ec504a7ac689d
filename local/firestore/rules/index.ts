// Firestore security rules as a pure library: load a rules file once, then judge client
// requests against it. The local Firestore server calls this for every client request;
// the admin SDK bypasses rules there as in production.
//
//   const rules = loadRules(readFileSync('firestore.rules', 'utf8')); // throws RulesLoadError
//   judgeGet(rules, { path: 'orders/o1', resource: fields, auth });   // { allowed, reason }

import { judgeGetWith, judgeListWith, judgeWriteWith, type Decision, type GetRequest, type ListRequest, type WriteRequest } from './judge.js';
import { parseRules } from './parser.js';
import { compile, type Program } from './program.js';

export { RulesLoadError } from './errors.js';
export type { Auth, Decision, GetRequest, ListRequest, WriteRequest } from './judge.js';
export type { Fields, Value } from './values.js';

declare const rulesetBrand: unique symbol;

/** A loaded ruleset. Opaque: only this module's functions read it. */
export interface Ruleset {
  readonly [rulesetBrand]: true;
}

const programs = new WeakMap<Ruleset, Program>();

/** Parses and checks a rules file. Throws RulesLoadError (with line and column) for syntax errors and anything unsupported. */
export function loadRules(source: string): Ruleset {
  const program = compile(parseRules(source));
  const ruleset = Object.freeze({}) as Ruleset;
  programs.set(ruleset, program);
  return ruleset;
}

function programOf(rules: Ruleset): Program {
  const program = programs.get(rules);
  if (!program) throw new TypeError('not a ruleset returned by loadRules()');
  return program;
}

export function judgeGet(rules: Ruleset, req: GetRequest): Decision {
  return judgeGetWith(programOf(rules), req);
}

export function judgeList(rules: Ruleset, req: ListRequest): Decision {
  return judgeListWith(programOf(rules), req);
}

export function judgeWrite(rules: Ruleset, req: WriteRequest): Decision {
  return judgeWriteWith(programOf(rules), req);
}
