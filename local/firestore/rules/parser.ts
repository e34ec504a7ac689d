// Recursive-descent parser for Firestore security rules. It accepts the documented
// surface (rules_version, service, match, allow, function/let/return, CEL-like
// expressions) and throws RulesLoadError with line and column for anything else, so an
// unsupported construct fails at load time instead of being misread.

import type { AllowStatement, BinaryOp, Expr, FunctionDecl, LetBinding, MatchBlock, RequestMethod, RulesFile } from './ast.js';
import { RulesLoadError } from './errors.js';
import { Lexer, type Token } from './lexer.js';

const INT64_MAX = (1n << 63n) - 1n;
const INT64_MIN = -(1n << 63n);

const METHOD_GROUPS: Record<string, RequestMethod[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

// Words that cannot name a variable or function.
const RESERVED = new Set(['true', 'false', 'null', 'in', 'is', 'if', 'let', 'return', 'function', 'match', 'allow', 'service']);

const RELATIONS = new Set(['==', '!=', '<', '<=', '>', '>=']);

export function parseRules(source: string): RulesFile {
  return new Parser(source).parseFile();
}

class Parser {
  private readonly lexer: Lexer;
  private lookahead: Token | null = null;
  private lastEnd = 0;

  constructor(private readonly source: string) {
    this.lexer = new Lexer(source);
  }

  parseFile(): RulesFile {
    let version: 1 | 2 = 1;
    const functions: FunctionDecl[] = [];
    const matches: MatchBlock[] = [];
    let sawService = false;
    if (this.isIdent('rules_version')) {
      this.next();
      this.expectPunct('=');
      const value = this.next();
      if (value.kind !== 'string' || (value.text !== '1' && value.text !== '2')) {
        throw new RulesLoadError("rules_version must be '1' or '2'", value.pos);
      }
      version = value.text === '2' ? 2 : 1;
      this.optionalPunct(';');
    }
    while (this.peek().kind !== 'eof') {
      if (this.isIdent('function')) {
        functions.push(this.parseFunction());
      } else if (this.isIdent('service')) {
        if (sawService) throw new RulesLoadError('only one service block is supported', this.peek().pos);
        sawService = true;
        this.parseService(functions, matches);
      } else if (this.isIdent('rules_version')) {
        throw new RulesLoadError('rules_version must come first in the file', this.peek().pos);
      } else {
        throw this.unexpected('"service" or "function"');
      }
    }
    if (!sawService) throw new RulesLoadError('no "service cloud.firestore" block', this.peek().pos);
    return { version, functions, matches };
  }

  private parseService(functions: FunctionDecl[], matches: MatchBlock[]): void {
    const at = this.next();
    const nameParts = [this.expectIdent()];
    while (this.optionalPunct('.')) nameParts.push(this.expectIdent());
    const name = nameParts.join('.');
    if (name !== 'cloud.firestore') throw new RulesLoadError(`service "${name}" is not supported; only cloud.firestore`, at.pos);
    this.expectPunct('{');
    while (!this.optionalPunct('}')) {
      if (this.isIdent('match')) matches.push(this.parseMatch());
      else if (this.isIdent('function')) functions.push(this.parseFunction());
      else if (this.isIdent('allow')) throw new RulesLoadError('allow must be inside a match block', this.peek().pos);
      else throw this.unexpected('"match", "function" or "}"');
    }
  }

  private parseMatch(): MatchBlock {
    const at = this.next();
    if (this.lookahead !== null) throw new RulesLoadError('internal: lookahead before match path', at.pos);
    const path = this.lexer.readMatchPath();
    this.expectPunct('{');
    const block: MatchBlock = { path: path.segments, pathText: path.text, matches: [], allows: [], functions: [], pos: at.pos };
    while (!this.optionalPunct('}')) {
      if (this.isIdent('match')) block.matches.push(this.parseMatch());
      else if (this.isIdent('allow')) block.allows.push(this.parseAllow());
      else if (this.isIdent('function')) block.functions.push(this.parseFunction());
      else throw this.unexpected('"match", "allow", "function" or "}"');
    }
    return block;
  }

  private parseAllow(): AllowStatement {
    const at = this.next();
    const methods = new Set<RequestMethod>();
    do {
      const token = this.next();
      const group = token.kind === 'ident' ? METHOD_GROUPS[token.text] : undefined;
      if (!group)
        throw new RulesLoadError(`unknown method ${JSON.stringify(token.text)}; expected read, write, get, list, create, update or delete`, token.pos);
      for (const method of group) methods.add(method);
    } while (this.optionalPunct(','));
    let condition: Expr | null = null;
    if (this.optionalPunct(':')) {
      const ifToken = this.next();
      if (ifToken.kind !== 'ident' || ifToken.text !== 'if') throw new RulesLoadError('expected "if" after ":"', ifToken.pos);
      condition = this.parseExpr();
    }
    const text = this.source.slice(at.start, this.lastEnd).replace(/\s+/g, ' ');
    this.optionalPunct(';');
    return { methods: [...methods], condition, pos: at.pos, text };
  }

  private parseFunction(): FunctionDecl {
    const at = this.next();
    const name = this.expectName('function name');
    this.expectPunct('(');
    const params: string[] = [];
    if (!this.optionalPunct(')')) {
      do {
        const pos = this.peek().pos;
        const param = this.expectName('parameter name');
        if (params.includes(param)) throw new RulesLoadError(`duplicate parameter ${param}`, pos);
        params.push(param);
      } while (this.optionalPunct(','));
      this.expectPunct(')');
    }
    this.expectPunct('{');
    const lets: LetBinding[] = [];
    while (this.isIdent('let')) {
      const letToken = this.next();
      const letName = this.expectName('variable name');
      if (params.includes(letName) || lets.some((binding) => binding.name === letName)) {
        throw new RulesLoadError(`${letName} is already defined in function ${name}`, letToken.pos);
      }
      this.expectPunct('=');
      const value = this.parseExpr();
      this.expectPunct(';');
      lets.push({ name: letName, value, pos: letToken.pos });
    }
    if (!this.isIdent('return')) throw this.unexpected('"let" or "return"');
    this.next();
    const result = this.parseExpr();
    this.optionalPunct(';');
    this.expectPunct('}');
    return { name, params, lets, result, pos: at.pos };
  }

  // ---- expressions, lowest precedence first ----

  parseExpr(): Expr {
    const cond = this.parseOr();
    if (!this.isPunct('?')) return cond;
    const at = this.next();
    const then = this.parseExpr();
    this.expectPunct(':');
    const otherwise = this.parseExpr();
    return { kind: 'ternary', cond, then, otherwise, pos: at.pos };
  }

  private parseOr(): Expr {
    let left = this.parseAnd();
    while (this.isPunct('||')) {
      const at = this.next();
      left = { kind: 'binary', op: '||', left, right: this.parseAnd(), pos: at.pos };
    }
    return left;
  }

  private parseAnd(): Expr {
    let left = this.parseRelation();
    while (this.isPunct('&&')) {
      const at = this.next();
      left = { kind: 'binary', op: '&&', left, right: this.parseRelation(), pos: at.pos };
    }
    return left;
  }

  private parseRelation(): Expr {
    let left = this.parseAdditive();
    for (;;) {
      const token = this.peek();
      if (token.kind === 'punct' && RELATIONS.has(token.text)) {
        this.next();
        left = { kind: 'binary', op: token.text as BinaryOp, left, right: this.parseAdditive(), pos: token.pos };
      } else if (this.isIdent('in')) {
        this.next();
        left = { kind: 'binary', op: 'in', left, right: this.parseAdditive(), pos: token.pos };
      } else if (this.isIdent('is')) {
        this.next();
        const typeToken = this.next();
        if (typeToken.kind !== 'ident') throw new RulesLoadError('expected a type name after "is"', typeToken.pos);
        left = { kind: 'is', operand: left, typeName: typeToken.text, pos: token.pos };
      } else {
        return left;
      }
    }
  }

  private parseAdditive(): Expr {
    let left = this.parseMultiplicative();
    while (this.isPunct('+') || this.isPunct('-')) {
      const at = this.next();
      left = { kind: 'binary', op: at.text as BinaryOp, left, right: this.parseMultiplicative(), pos: at.pos };
    }
    return left;
  }

  private parseMultiplicative(): Expr {
    let left = this.parseUnary();
    while (this.isPunct('*') || this.isPunct('/') || this.isPunct('%')) {
      const at = this.next();
      left = { kind: 'binary', op: at.text as BinaryOp, left, right: this.parseUnary(), pos: at.pos };
    }
    return left;
  }

  private parseUnary(): Expr {
    const expr = this.parseUnaryUnchecked();
    if (expr.kind === 'int' && (expr.value > INT64_MAX || expr.value < INT64_MIN)) {
      throw new RulesLoadError('integer literal out of the 64-bit range', expr.pos);
    }
    return expr;
  }

  /** Like parseUnary, but lets 2^63 through so that `-9223372036854775808` can be folded. */
  private parseUnaryUnchecked(): Expr {
    if (this.isPunct('!')) {
      const at = this.next();
      return { kind: 'unary', op: '!', operand: this.parseUnary(), pos: at.pos };
    }
    if (this.isPunct('-')) {
      const at = this.next();
      const operand = this.parseUnaryUnchecked();
      // Fold negative literals so that the most negative integer is representable.
      if (operand.kind === 'int') return { kind: 'int', value: -operand.value, pos: at.pos };
      if (operand.kind === 'float') return { kind: 'float', value: -operand.value, pos: at.pos };
      return { kind: 'unary', op: '-', operand, pos: at.pos };
    }
    return this.parsePostfix();
  }

  private parsePostfix(): Expr {
    let expr = this.parsePrimary();
    for (;;) {
      if (this.isPunct('.')) {
        const dot = this.next();
        const name = this.expectIdent();
        if (this.isPunct('(')) {
          expr = { kind: 'method', object: expr, name, args: this.parseArgs(), pos: dot.pos };
        } else {
          expr = { kind: 'member', object: expr, name, pos: dot.pos };
        }
      } else if (this.isPunct('[')) {
        const open = this.next();
        const start = this.isPunct(':') ? null : this.parseExpr();
        if (this.optionalPunct(':')) {
          const end = this.isPunct(']') ? null : this.parseExpr();
          this.expectPunct(']');
          expr = { kind: 'slice', object: expr, start, end, pos: open.pos };
        } else {
          this.expectPunct(']');
          if (start === null) throw new RulesLoadError('empty index', open.pos);
          expr = { kind: 'index', object: expr, index: start, pos: open.pos };
        }
      } else {
        return expr;
      }
    }
  }

  private parsePrimary(): Expr {
    const token = this.peek();
    switch (token.kind) {
      case 'int':
        this.next();
        return { kind: 'int', value: token.int ?? 0n, pos: token.pos };
      case 'float':
        this.next();
        return { kind: 'float', value: token.float ?? 0, pos: token.pos };
      case 'string':
        this.next();
        return { kind: 'string', value: token.text, pos: token.pos };
      case 'ident':
        return this.parseIdentPrimary();
      case 'punct':
        return this.parsePunctPrimary(token);
      case 'eof':
        throw new RulesLoadError('unexpected end of file in an expression', token.pos);
    }
  }

  private parseIdentPrimary(): Expr {
    const token = this.next();
    if (token.text === 'true' || token.text === 'false') return { kind: 'bool', value: token.text === 'true', pos: token.pos };
    if (token.text === 'null') return { kind: 'null', pos: token.pos };
    if (RESERVED.has(token.text)) throw new RulesLoadError(`unexpected "${token.text}" in an expression`, token.pos);
    if (this.isPunct('(')) return { kind: 'call', name: token.text, args: this.parseArgs(), pos: token.pos };
    return { kind: 'ident', name: token.text, pos: token.pos };
  }

  private parsePunctPrimary(token: Token): Expr {
    if (token.text === '(') {
      this.next();
      const inner = this.parseExpr();
      this.expectPunct(')');
      return inner;
    }
    if (token.text === '[') {
      this.next();
      const items: Expr[] = [];
      if (!this.optionalPunct(']')) {
        do {
          if (this.isPunct(']')) break; // trailing comma
          items.push(this.parseExpr());
        } while (this.optionalPunct(','));
        this.expectPunct(']');
      }
      return { kind: 'list', items, pos: token.pos };
    }
    if (token.text === '{') {
      this.next();
      const entries: { key: Expr; value: Expr }[] = [];
      if (!this.optionalPunct('}')) {
        do {
          if (this.isPunct('}')) break;
          const key = this.parseExpr();
          this.expectPunct(':');
          entries.push({ key, value: this.parseExpr() });
        } while (this.optionalPunct(','));
        this.expectPunct('}');
      }
      return { kind: 'map', entries, pos: token.pos };
    }
    if (token.text === '/') {
      // Path literals (`/databases/$(database)/documents/...`) only serve get()/exists()
      // and path comparisons, which this engine does not support: refuse them loudly.
      throw new RulesLoadError('path expressions such as /databases/$(database)/documents/... are not supported', token.pos);
    }
    throw this.unexpected('an expression');
  }

  private parseArgs(): Expr[] {
    this.expectPunct('(');
    const args: Expr[] = [];
    if (this.optionalPunct(')')) return args;
    do args.push(this.parseExpr());
    while (this.optionalPunct(','));
    this.expectPunct(')');
    return args;
  }

  // ---- token helpers ----

  private peek(): Token {
    this.lookahead ??= this.lexer.next();
    return this.lookahead;
  }

  private next(): Token {
    const token = this.peek();
    this.lookahead = null;
    this.lastEnd = token.end;
    return token;
  }

  private isPunct(text: string): boolean {
    const token = this.peek();
    return token.kind === 'punct' && token.text === text;
  }

  private isIdent(text: string): boolean {
    const token = this.peek();
    return token.kind === 'ident' && token.text === text;
  }

  private optionalPunct(text: string): boolean {
    if (!this.isPunct(text)) return false;
    this.next();
    return true;
  }

  private expectPunct(text: string): void {
    if (!this.optionalPunct(text)) throw this.unexpected(`"${text}"`);
  }

  private expectIdent(): string {
    const token = this.next();
    if (token.kind !== 'ident') throw new RulesLoadError(`expected a name, found ${describe(token)}`, token.pos);
    return token.text;
  }

  private expectName(what: string): string {
    const token = this.next();
    if (token.kind !== 'ident' || RESERVED.has(token.text)) throw new RulesLoadError(`expected a ${what}, found ${describe(token)}`, token.pos);
    return token.text;
  }

  private unexpected(expected: string): RulesLoadError {
    const token = this.peek();
    return new RulesLoadError(`expected ${expected}, found ${describe(token)}`, token.pos);
  }
}

function describe(token: Token): string {
  if (token.kind === 'eof') return 'end of file';
  if (token.kind === 'string') return `string ${JSON.stringify(token.text)}`;
  return `"${token.text}"`;
}
