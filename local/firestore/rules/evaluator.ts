// Evaluates a checked expression tree. Errors are values (RError) that propagate, except
// where the language absorbs them: Firebase's rules reference (Cloud Storage reference,
// "Errors") documents that `error && false` is false and `error || true` is true while
// `error && true` and `error || false` stay errors, so a rule that is true in one branch
// of `||` still allows even if another branch fails. An allow whose condition ends in an
// error does not allow.

import type { Expr, FunctionDecl } from './ast.js';
import { callGlobal, callNamespace } from './functions.js';
import { callMethod } from './methods.js';
import { arithmetic, isType, negate, relation } from './operators.js';
import { decideEquals, decideHas, decideIn, decideIs, decideMember, decideRelation, type Relation } from './constraints.js';
import { MAX_CALL_DEPTH, type Program } from './program.js';
import { hasQueryField, resolveQueryField } from './querydoc.js';
import { bool, contains, equals, err, isError, isSymbolic, mapOf, type RValue, show, type Symbolic, typeName, type Val } from './values.js';

export type Variables = ReadonlyMap<string, Val>;

export class Evaluator {
  private depth = 0;

  constructor(private readonly program: Program) {}

  eval(expr: Expr, vars: Variables): Val {
    switch (expr.kind) {
      case 'null':
        return { t: 'null' };
      case 'bool':
        return bool(expr.value);
      case 'int':
        return { t: 'int', v: expr.value };
      case 'float':
        return { t: 'float', v: expr.value };
      case 'string':
        return { t: 'string', v: expr.value };
      case 'list':
        return this.list(expr.items, vars);
      case 'map':
        return this.map(expr.entries, vars);
      case 'ident':
        return vars.get(expr.name) ?? err(`${expr.name} is not defined here`);
      case 'member':
        return member(this.eval(expr.object, vars), expr.name);
      case 'index':
        return index(this.eval(expr.object, vars), this.eval(expr.index, vars));
      case 'slice':
        return this.slice(expr, vars);
      case 'call':
        return this.call(expr, vars);
      case 'method':
        return this.method(expr, vars);
      case 'unary':
        return unary(expr.op, this.eval(expr.operand, vars));
      case 'binary':
        return this.binary(expr, vars);
      case 'is':
        return isCheck(this.eval(expr.operand, vars), expr.typeName);
      case 'ternary': {
        const cond = this.eval(expr.cond, vars);
        if (cond.t !== 'bool') return cond.t === 'error' ? cond : err(`the condition of ?: is ${typeName(cond)}, not bool`);
        return this.eval(cond.v ? expr.then : expr.otherwise, vars);
      }
    }
  }

  private list(items: Expr[], vars: Variables): Val {
    const values: RValue[] = [];
    for (const item of items) {
      const v = this.eval(item, vars);
      if (isError(v)) return v;
      if (isSymbolic(v)) return undecided(v, 'a list literal');
      values.push(v);
    }
    return { t: 'list', items: values };
  }

  private map(entries: { key: Expr; value: Expr }[], vars: Variables): Val {
    const out: [string, RValue][] = [];
    for (const entry of entries) {
      const key = this.eval(entry.key, vars);
      if (isError(key)) return key;
      if (key.t !== 'string') return err(`map keys must be strings, not ${typeName(key)}`);
      const value = this.eval(entry.value, vars);
      if (isError(value)) return value;
      if (isSymbolic(value)) return undecided(value, 'a map literal');
      out.push([key.v, value]);
    }
    return mapOf(out);
  }

  private slice(expr: Extract<Expr, { kind: 'slice' }>, vars: Variables): Val {
    const object = this.eval(expr.object, vars);
    if (isError(object)) return object;
    if (object.t !== 'list') return err(`cannot slice ${typeName(object)}`);
    const bound = (e: Expr | null, fallback: number): number | null => {
      if (e === null) return fallback;
      const v = this.eval(e, vars);
      return v.t === 'int' ? Number(v.v) : null;
    };
    const start = bound(expr.start, 0);
    const end = bound(expr.end, object.items.length);
    if (start === null || end === null) return err('slice bounds must be integers');
    if (start < 0 || end > object.items.length || start > end) return err(`slice [${start}:${end}] out of range`);
    return { t: 'list', items: object.items.slice(start, end) };
  }

  private evalArgs(args: Expr[], vars: Variables): Val[] | Val {
    const values: Val[] = [];
    for (const arg of args) {
      const v = this.eval(arg, vars);
      if (isError(v)) return v;
      values.push(v);
    }
    return values;
  }

  private call(expr: Extract<Expr, { kind: 'call' }>, vars: Variables): Val {
    const args = this.evalArgs(expr.args, vars);
    if (!Array.isArray(args)) return args;
    const fn = this.program.userCalls.get(expr);
    if (fn) return this.callUser(fn, args, vars);
    // debug() passes anything through; other built-ins need concrete values.
    if (expr.name === 'debug' && args[0] !== undefined) return args[0];
    const concrete = concreteArgs(args, `${expr.name}()`);
    return Array.isArray(concrete) ? callGlobal(expr.name, concrete) : concrete;
  }

  private callUser(fn: FunctionDecl, args: Val[], vars: Variables): Val {
    if (this.depth >= MAX_CALL_DEPTH) return err(`function calls nest deeper than ${MAX_CALL_DEPTH}`);
    // The body sees request, resource and the wildcards of the current match (the loader
    // made sure it names only those its own scope declares), then its parameters and lets.
    const local = new Map(vars);
    fn.params.forEach((param, i) => local.set(param, args[i] ?? err(`missing argument ${param}`)));
    this.depth += 1;
    try {
      for (const binding of fn.lets) {
        // Lets are evaluated in order, eagerly: an error in one fails the call even if the
        // result would not have used it. Eager is the stricter reading, so it fails closed.
        const value = this.eval(binding.value, local);
        if (isError(value)) return err(`let ${binding.name} in ${fn.name}(): ${value.msg}`);
        local.set(binding.name, value);
      }
      return this.eval(fn.result, local);
    } finally {
      this.depth -= 1;
    }
  }

  private method(expr: Extract<Expr, { kind: 'method' }>, vars: Variables): Val {
    const ns = this.program.namespaceCalls.get(expr);
    const receiver = ns === undefined ? this.eval(expr.object, vars) : null;
    if (receiver !== null && isError(receiver)) return receiver;
    const args = this.evalArgs(expr.args, vars);
    if (!Array.isArray(args)) return args;
    const concrete = concreteArgs(args, `${expr.name}()`);
    if (!Array.isArray(concrete)) return concrete;
    if (receiver === null) return callNamespace(ns ?? '', expr.name, concrete);
    if (receiver.t === 'unknown' && (expr.name === 'hasAll' || expr.name === 'hasAny') && concrete.length === 1) {
      const items = concrete[0]?.t === 'list' || concrete[0]?.t === 'set' ? concrete[0].items : null;
      if (items !== null) return decided(decideHas(receiver.constraint, expr.name, items), receiver, `${expr.name}()`);
    }
    if (receiver.t === 'querydoc' && expr.name === 'get' && concrete.length === 2 && concrete[0]?.t === 'string') {
      // Only a field the query constrains is known to exist, so only then is get() decided.
      const field = resolveQueryField(receiver, concrete[0].v);
      return isError(field) ? undecided(receiver, `get(${show(concrete[0])}, …)`) : field;
    }
    if (isSymbolic(receiver)) return undecided(receiver, `${expr.name}()`);
    return callMethod(receiver, expr.name, concrete);
  }

  private binary(expr: Extract<Expr, { kind: 'binary' }>, vars: Variables): Val {
    const { op } = expr;
    if (op === '&&' || op === '||') return this.logical(op, expr.left, expr.right, vars);
    const left = this.eval(expr.left, vars);
    if (isError(left)) return left;
    const right = this.eval(expr.right, vars);
    if (isError(right)) return right;
    switch (op) {
      case '==':
      case '!=': {
        const same = equality(left, right);
        return op === '!=' && same.t === 'bool' ? bool(!same.v) : same;
      }
      case '<':
      case '<=':
      case '>':
      case '>=':
        return compareValues(op, left, right);
      case 'in':
        return membership(left, right);
      default:
        if (isSymbolic(left)) return undecided(left, op);
        if (isSymbolic(right)) return undecided(right, op);
        return arithmetic(op, left, right);
    }
  }

  private logical(op: '&&' | '||', leftExpr: Expr, rightExpr: Expr, vars: Variables): Val {
    // The value that decides the operator alone: false for &&, true for ||.
    const absorbing = op === '||';
    const left = asBool(this.eval(leftExpr, vars), op);
    if (left.t === 'bool' && left.v === absorbing) return left;
    const right = asBool(this.eval(rightExpr, vars), op);
    if (right.t === 'bool' && right.v === absorbing) return right;
    if (left.t === 'error') return left;
    return right;
  }
}

function asBool(v: Val, op: string): Val {
  if (v.t === 'bool' || v.t === 'error') return v;
  if (isSymbolic(v)) return undecided(v, `an operand of ${op}`);
  return err(`${op} needs bool operands, not ${typeName(v)}`);
}

function concreteArgs(args: Val[], where: string): RValue[] | Val {
  const out: RValue[] = [];
  for (const arg of args) {
    if (isError(arg)) return arg;
    if (isSymbolic(arg)) return undecided(arg, `an argument of ${where}`);
    out.push(arg);
  }
  return out;
}

/** The error for a use of a query-dependent value that the query's constraints do not decide. */
function undecided(v: Symbolic, use: string): Val {
  return err(`${show(v)} is not fixed by the query, so ${use} cannot be decided ("rules are not filters")`);
}

function decided(result: boolean | null, v: Symbolic, use: string): Val {
  return result === null ? undecided(v, use) : bool(result);
}

function member(object: Val, name: string): Val {
  if (isError(object)) return object;
  if (object.t === 'map') return object.entries.get(name) ?? err(`no field "${name}" in map`);
  if (object.t === 'querydoc') return resolveQueryField(object, name);
  if (object.t === 'null') return err(`cannot read "${name}" of null`);
  if (object.t === 'unknown') return undecided(object, `reading .${name}`);
  return err(`cannot read "${name}" of ${typeName(object)}`);
}

function index(object: Val, key: Val): Val {
  if (isError(object)) return object;
  if (isError(key)) return key;
  if (isSymbolic(key)) return undecided(key, 'an index');
  if (object.t === 'map' || object.t === 'querydoc') {
    if (key.t !== 'string') return err(`map index must be a string, not ${typeName(key)}`);
    return member(object, key.v);
  }
  if (object.t === 'list' || object.t === 'path') {
    if (key.t !== 'int') return err(`${object.t} index must be an int, not ${typeName(key)}`);
    const items: readonly (RValue | string)[] = object.t === 'list' ? object.items : object.segs;
    const item = key.v >= 0n && key.v < BigInt(items.length) ? items[Number(key.v)] : undefined;
    if (item === undefined) return err(`index ${key.v} out of range`);
    return typeof item === 'string' ? { t: 'string', v: item } : item;
  }
  if (object.t === 'unknown') return undecided(object, 'indexing');
  return err(`cannot index ${typeName(object)}`);
}

function unary(op: '!' | '-', operand: Val): Val {
  if (isError(operand)) return operand;
  if (isSymbolic(operand)) return undecided(operand, op);
  if (op === '!') return operand.t === 'bool' ? bool(!operand.v) : err(`! needs a bool, not ${typeName(operand)}`);
  return negate(operand);
}

function isCheck(operand: Val, type: string): Val {
  if (isError(operand)) return operand;
  if (operand.t === 'unknown') return decided(decideIs(operand.constraint, type), operand, `"is ${type}"`);
  if (operand.t === 'querydoc') return bool(type === 'map');
  return bool(isType(operand, type));
}

function equality(left: RValue, right: RValue): Val {
  if (left.t === 'unknown' && !isSymbolic(right)) return decided(decideEquals(left.constraint, right), left, '==');
  if (right.t === 'unknown' && !isSymbolic(left)) return decided(decideEquals(right.constraint, left), right, '==');
  if (isSymbolic(left)) return undecided(left, '==');
  if (isSymbolic(right)) return undecided(right, '==');
  return bool(equals(left, right));
}

function compareValues(op: Relation, left: RValue, right: RValue): Val {
  if (left.t === 'unknown' && !isSymbolic(right)) return decided(decideRelation(left.constraint, op, right, true), left, op);
  if (right.t === 'unknown' && !isSymbolic(left)) return decided(decideRelation(right.constraint, op, left, false), right, op);
  if (isSymbolic(left)) return undecided(left, op);
  if (isSymbolic(right)) return undecided(right, op);
  return relation(op, left, right);
}

function membership(item: RValue, collection: RValue): Val {
  if (collection.t === 'querydoc') {
    if (item.t !== 'string') return isSymbolic(item) ? undecided(item, 'in') : err(`map keys are strings, not ${typeName(item)}`);
    return hasQueryField(collection, item.v) ? bool(true) : undecided(collection, `"${item.v}" in resource.data`);
  }
  if (collection.t === 'unknown') {
    if (isSymbolic(item)) return undecided(item, 'in');
    return decided(decideMember(collection.constraint, item), collection, 'in');
  }
  if (item.t === 'unknown') {
    if (collection.t === 'list' || collection.t === 'set') return decided(decideIn(item.constraint, collection.items), item, 'in');
    if (collection.t === 'map')
      return decided(
        decideIn(
          item.constraint,
          [...collection.entries.keys()].map((k) => ({ t: 'string', v: k })),
        ),
        item,
        'in',
      );
    return err(`"in" needs a list, set or map, not ${typeName(collection)}`);
  }
  if (item.t === 'querydoc') return undecided(item, 'in');
  if (collection.t === 'list' || collection.t === 'set') return bool(contains(collection.items, item));
  if (collection.t === 'map') {
    if (item.t !== 'string') return err(`map keys are strings, not ${typeName(item)}`);
    return bool(collection.entries.has(item.v));
  }
  return err(`"in" needs a list, set or map, not ${typeName(collection)}`);
}
