// The syntax tree of a rules file. Nodes carry their source position so that load errors
// and decisions can point at the line a rule came from.

import type { SourcePosition } from './errors.js';
import type { PathSegmentPattern } from './lexer.js';

export type BinaryOp = '&&' | '||' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

export type Expr =
  | { kind: 'null'; pos: SourcePosition }
  | { kind: 'bool'; value: boolean; pos: SourcePosition }
  | { kind: 'int'; value: bigint; pos: SourcePosition }
  | { kind: 'float'; value: number; pos: SourcePosition }
  | { kind: 'string'; value: string; pos: SourcePosition }
  | { kind: 'list'; items: Expr[]; pos: SourcePosition }
  | { kind: 'map'; entries: { key: Expr; value: Expr }[]; pos: SourcePosition }
  | { kind: 'ident'; name: string; pos: SourcePosition }
  | { kind: 'member'; object: Expr; name: string; pos: SourcePosition }
  | { kind: 'index'; object: Expr; index: Expr; pos: SourcePosition }
  | { kind: 'slice'; object: Expr; start: Expr | null; end: Expr | null; pos: SourcePosition }
  /** `name(args)`: a user function or a global built-in such as `int()`. */
  | { kind: 'call'; name: string; args: Expr[]; pos: SourcePosition }
  /** `object.name(args)`: a method, or a namespace function such as `math.abs()`. */
  | { kind: 'method'; object: Expr; name: string; args: Expr[]; pos: SourcePosition }
  | { kind: 'unary'; op: '!' | '-'; operand: Expr; pos: SourcePosition }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr; pos: SourcePosition }
  | { kind: 'is'; operand: Expr; typeName: string; pos: SourcePosition }
  | { kind: 'ternary'; cond: Expr; then: Expr; otherwise: Expr; pos: SourcePosition };

export interface LetBinding {
  name: string;
  value: Expr;
  pos: SourcePosition;
}

export interface FunctionDecl {
  name: string;
  params: string[];
  lets: LetBinding[];
  result: Expr;
  pos: SourcePosition;
}

export type RequestMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface AllowStatement {
  /** Expanded: `read` is get+list, `write` is create+update+delete. */
  methods: RequestMethod[];
  /** `allow read;` without a condition always allows. */
  condition: Expr | null;
  pos: SourcePosition;
  /** The statement as written, whitespace collapsed, for decision reasons. */
  text: string;
}

export interface MatchBlock {
  path: PathSegmentPattern[];
  pathText: string;
  matches: MatchBlock[];
  allows: AllowStatement[];
  functions: FunctionDecl[];
  pos: SourcePosition;
}

export interface RulesFile {
  /** 1 when no `rules_version` is declared, as production assumes. */
  version: 1 | 2;
  /** Functions declared at top level or directly in the service block. */
  functions: FunctionDecl[];
  matches: MatchBlock[];
}
