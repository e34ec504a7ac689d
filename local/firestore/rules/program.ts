// The load-time checks that make "unsupported means load error" true: every variable,
// function, method and type name in the rules is resolved here, user function calls are
// bound to their declarations, and recursion is refused (production forbids it too). The
// evaluator can then trust the tree it is given.

import type { Expr, FunctionDecl, MatchBlock, RulesFile } from './ast.js';
import { GLOBAL_FUNCTIONS, NAMESPACE_FUNCTIONS, REFUSED_FUNCTIONS } from './functions.js';
import { KNOWN_METHODS } from './methods.js';
import { TYPE_NAMES } from './operators.js';
import { RulesLoadError, type SourcePosition } from './errors.js';

/** Production limits the call stack of rules functions to 20. */
export const MAX_CALL_DEPTH = 20;

export interface Program {
  file: RulesFile;
  /** Call nodes of user functions, bound to the declaration they call. */
  userCalls: WeakMap<Expr, FunctionDecl>;
  /** Method nodes that are namespace functions (`math.abs(x)`), with their namespace. */
  namespaceCalls: WeakMap<Expr, string>;
}

interface FunctionScope {
  parent: FunctionScope | null;
  functions: Map<string, FunctionDecl>;
}

const GLOBAL_VARIABLES = ['request', 'resource'];

export function compile(file: RulesFile): Program {
  const program: Program = { file, userCalls: new WeakMap(), namespaceCalls: new WeakMap() };
  const checker = new Checker(program);
  const root = checker.scope(null, file.functions);
  checker.checkFunctions(file.functions, root, []);
  for (const block of file.matches) checker.checkMatch(block, root, [], file.version);
  checker.checkRecursion();
  return program;
}

class Checker {
  /** Call graph between user functions, for the recursion check. */
  private readonly callees = new Map<FunctionDecl, Set<FunctionDecl>>();

  constructor(private readonly program: Program) {}

  scope(parent: FunctionScope | null, functions: FunctionDecl[]): FunctionScope {
    const byName = new Map<string, FunctionDecl>();
    for (const fn of functions) {
      if (byName.has(fn.name)) throw new RulesLoadError(`function ${fn.name} is declared twice in one scope`, fn.pos);
      byName.set(fn.name, fn);
    }
    return { parent, functions: byName };
  }

  checkMatch(block: MatchBlock, parentScope: FunctionScope, outerWildcards: string[], version: 1 | 2): void {
    const wildcards = [...outerWildcards];
    let recursive = 0;
    block.path.forEach((segment, index) => {
      if (segment.kind === 'literal') return;
      if (wildcards.includes(segment.name)) throw new RulesLoadError(`wildcard {${segment.name}} is already defined by an enclosing match`, block.pos);
      wildcards.push(segment.name);
      if (segment.kind === 'recursive') {
        recursive += 1;
        // rules_version 1 only knows a trailing recursive wildcard.
        if (version === 1 && (index !== block.path.length - 1 || block.matches.length > 0)) {
          throw new RulesLoadError("with rules_version 1 a {name=**} wildcard must end the path; declare rules_version = '2'", block.pos);
        }
      }
    });
    if (recursive > 1) throw new RulesLoadError('a match path may hold only one {name=**} wildcard', block.pos);
    const scope = this.scope(parentScope, block.functions);
    this.checkFunctions(block.functions, scope, wildcards);
    for (const allow of block.allows) {
      if (allow.condition) this.checkExpr(allow.condition, new Set([...GLOBAL_VARIABLES, ...wildcards]), scope, null);
    }
    for (const nested of block.matches) this.checkMatch(nested, scope, wildcards, version);
  }

  checkFunctions(functions: FunctionDecl[], scope: FunctionScope, wildcards: string[]): void {
    for (const fn of functions) {
      this.callees.set(fn, new Set());
      const vars = new Set([...GLOBAL_VARIABLES, ...wildcards, ...fn.params]);
      for (const binding of fn.lets) {
        this.checkExpr(binding.value, vars, scope, fn);
        vars.add(binding.name);
      }
      this.checkExpr(fn.result, vars, scope, fn);
    }
  }

  checkRecursion(): void {
    const depth = new Map<FunctionDecl, number>();
    const visiting = new Set<FunctionDecl>();
    const visit = (fn: FunctionDecl): number => {
      const known = depth.get(fn);
      if (known !== undefined) return known;
      if (visiting.has(fn)) throw new RulesLoadError(`function ${fn.name} calls itself (recursion is not allowed)`, fn.pos);
      visiting.add(fn);
      let deepest = 0;
      for (const callee of this.callees.get(fn) ?? []) deepest = Math.max(deepest, visit(callee));
      visiting.delete(fn);
      const own = deepest + 1;
      if (own > MAX_CALL_DEPTH) throw new RulesLoadError(`function calls nest deeper than ${MAX_CALL_DEPTH}`, fn.pos);
      depth.set(fn, own);
      return own;
    };
    for (const fn of this.callees.keys()) visit(fn);
  }

  private checkExpr(expr: Expr, vars: ReadonlySet<string>, scope: FunctionScope, within: FunctionDecl | null): void {
    const check = (e: Expr): void => this.checkExpr(e, vars, scope, within);
    switch (expr.kind) {
      case 'null':
      case 'bool':
      case 'int':
      case 'float':
      case 'string':
        return;
      case 'list':
        expr.items.forEach(check);
        return;
      case 'map':
        for (const entry of expr.entries) {
          check(entry.key);
          check(entry.value);
        }
        return;
      case 'ident':
        if (!vars.has(expr.name)) throw unknownName(expr.name, expr.pos);
        return;
      case 'member':
        if (this.namespaceOf(expr.object, vars) !== null || this.namespaceOf(expr, vars) !== null) {
          throw new RulesLoadError(`${describeNamespace(expr)} is not a value`, expr.pos);
        }
        check(expr.object);
        return;
      case 'index':
        check(expr.object);
        check(expr.index);
        return;
      case 'slice':
        check(expr.object);
        if (expr.start) check(expr.start);
        if (expr.end) check(expr.end);
        return;
      case 'call':
        this.checkCall(expr, vars, scope, within);
        expr.args.forEach(check);
        return;
      case 'method': {
        const ns = this.namespaceOf(expr.object, vars);
        if (ns !== null) {
          const arity = NAMESPACE_FUNCTIONS[ns]?.[expr.name];
          if (arity === undefined) throw new RulesLoadError(`unknown or unsupported function ${ns}.${expr.name}()`, expr.pos);
          if (arity !== expr.args.length) throw new RulesLoadError(`${ns}.${expr.name}() takes ${arity} argument(s)`, expr.pos);
          this.program.namespaceCalls.set(expr, ns);
        } else {
          if (expr.object.kind === 'ident' && expr.object.name === 'hashing' && !vars.has('hashing')) {
            throw new RulesLoadError(`hashing.${expr.name}() is not supported`, expr.pos);
          }
          if (!KNOWN_METHODS.has(expr.name)) throw new RulesLoadError(`unknown or unsupported method ${expr.name}()`, expr.pos);
          check(expr.object);
        }
        expr.args.forEach(check);
        return;
      }
      case 'unary':
        check(expr.operand);
        return;
      case 'binary':
        check(expr.left);
        check(expr.right);
        return;
      case 'is':
        if (!TYPE_NAMES.has(expr.typeName)) throw new RulesLoadError(`unknown type ${expr.typeName} after "is"`, expr.pos);
        check(expr.operand);
        return;
      case 'ternary':
        check(expr.cond);
        check(expr.then);
        check(expr.otherwise);
        return;
    }
  }

  private checkCall(expr: Extract<Expr, { kind: 'call' }>, vars: ReadonlySet<string>, scope: FunctionScope, within: FunctionDecl | null): void {
    if (vars.has(expr.name)) throw new RulesLoadError(`${expr.name} is a variable, not a function`, expr.pos);
    for (let s: FunctionScope | null = scope; s; s = s.parent) {
      const fn = s.functions.get(expr.name);
      if (!fn) continue;
      if (fn.params.length !== expr.args.length)
        throw new RulesLoadError(`function ${fn.name} takes ${fn.params.length} argument(s), given ${expr.args.length}`, expr.pos);
      this.program.userCalls.set(expr, fn);
      if (within) this.callees.get(within)?.add(fn);
      return;
    }
    const refused = REFUSED_FUNCTIONS[expr.name];
    if (refused) throw new RulesLoadError(`${expr.name}() is not supported: ${refused}`, expr.pos);
    const arity = GLOBAL_FUNCTIONS[expr.name];
    if (arity === undefined) throw new RulesLoadError(`unknown function ${expr.name}()`, expr.pos);
    if (arity !== expr.args.length) throw new RulesLoadError(`${expr.name}() takes ${arity} argument(s)`, expr.pos);
  }

  /** `math` or `rules.math` in function position, unless a variable of that name hides it. */
  private namespaceOf(expr: Expr, vars: ReadonlySet<string>): string | null {
    if (expr.kind === 'ident' && !vars.has(expr.name) && NAMESPACE_FUNCTIONS[expr.name]) return expr.name;
    if (expr.kind === 'member' && expr.object.kind === 'ident' && expr.object.name === 'rules' && !vars.has('rules') && NAMESPACE_FUNCTIONS[expr.name]) {
      return expr.name;
    }
    return null;
  }
}

function describeNamespace(expr: Extract<Expr, { kind: 'member' }>): string {
  return expr.object.kind === 'ident' ? `${expr.object.name}.${expr.name}` : expr.name;
}

function unknownName(name: string, pos: SourcePosition): RulesLoadError {
  if (NAMESPACE_FUNCTIONS[name] || name === 'rules') return new RulesLoadError(`${name} is a namespace, not a value`, pos);
  return new RulesLoadError(`unknown variable ${name}`, pos);
}
