// Turns rules source into tokens. Match paths (`/databases/{database}/documents`) follow
// other lexical rules than expressions (segments may hold `-`, `(`, `)`…), so the parser
// asks for them explicitly with readMatchPath() right after the `match` keyword.

import { RulesLoadError, type SourcePosition } from './errors.js';

export type TokenKind = 'ident' | 'int' | 'float' | 'string' | 'punct' | 'eof';

export interface Token {
  kind: TokenKind;
  /** Identifier name, punctuation text, or the decoded string literal. */
  text: string;
  /** Numeric value of int tokens. */
  int?: bigint;
  /** Numeric value of float tokens. */
  float?: number;
  pos: SourcePosition;
  /** Offset of the token's first character in the source (for quoting rules in reasons). */
  start: number;
  /** Offset just past the token's last character. */
  end: number;
}

export type PathSegmentPattern = { kind: 'literal'; value: string } | { kind: 'single'; name: string } | { kind: 'recursive'; name: string };

export interface MatchPathToken {
  segments: PathSegmentPattern[];
  text: string;
  pos: SourcePosition;
}

// Longest first, so that `&&` is not read as two `&`.
const PUNCTUATION = ['&&', '||', '==', '!=', '<=', '>=', '<', '>', '!', '+', '-', '*', '/', '%', '(', ')', '[', ']', '{', '}', ',', ';', ':', '.', '?', '='];

const INT64_MAX = (1n << 63n) - 1n;

export class Lexer {
  private offset = 0;
  private line = 1;
  private column = 1;

  constructor(private readonly source: string) {}

  position(): SourcePosition {
    return { line: this.line, column: this.column };
  }

  get sourceText(): string {
    return this.source;
  }

  next(): Token {
    this.skipTrivia();
    const pos = this.position();
    const start = this.offset;
    const ch = this.source[this.offset];
    if (ch === undefined) return { kind: 'eof', text: '', pos, start, end: start };
    if (isIdentStart(ch)) {
      while (isIdentPart(this.source[this.offset])) this.advance();
      return { kind: 'ident', text: this.source.slice(start, this.offset), pos, start, end: this.offset };
    }
    if (isDigit(ch)) return this.readNumber(pos, start);
    if (ch === "'" || ch === '"') return this.readString(pos, start, ch);
    for (const punct of PUNCTUATION) {
      if (this.source.startsWith(punct, this.offset)) {
        for (let i = 0; i < punct.length; i++) this.advance();
        return { kind: 'punct', text: punct, pos, start, end: this.offset };
      }
    }
    throw new RulesLoadError(`unexpected character ${JSON.stringify(ch)}`, pos);
  }

  /** Reads the path of a `match` statement: `/a/{b}/{c=**}`, ending at whitespace or `{` of the body. */
  readMatchPath(): MatchPathToken {
    this.skipTrivia();
    const pos = this.position();
    const start = this.offset;
    if (this.source[this.offset] !== '/') throw new RulesLoadError('a match path must start with "/"', pos);
    const segments: PathSegmentPattern[] = [];
    while (this.source[this.offset] === '/') {
      this.advance();
      const segmentPos = this.position();
      if (this.source[this.offset] === '{') {
        this.advance();
        const nameStart = this.offset;
        while (isIdentPart(this.source[this.offset])) this.advance();
        const name = this.source.slice(nameStart, this.offset);
        if (!name || !isIdentStart(name[0] ?? '')) throw new RulesLoadError('a path wildcard needs a name, as in {name}', segmentPos);
        let recursive = false;
        if (this.source.startsWith('=**', this.offset)) {
          for (let i = 0; i < 3; i++) this.advance();
          recursive = true;
        }
        if (this.source[this.offset] !== '}') throw new RulesLoadError('a path wildcard must be {name} or {name=**}', this.position());
        this.advance();
        segments.push(recursive ? { kind: 'recursive', name } : { kind: 'single', name });
      } else {
        const valueStart = this.offset;
        while (isPathChar(this.source[this.offset])) this.advance();
        const value = this.source.slice(valueStart, this.offset);
        if (!value) throw new RulesLoadError('empty path segment', segmentPos);
        segments.push({ kind: 'literal', value });
        if (this.source[this.offset] === '{') {
          // `/t/x{id}` would read as the segment `x` followed by the block body: refuse it.
          throw new RulesLoadError('a path segment must be a name or a whole {wildcard}; put a space before the block\'s "{"', this.position());
        }
      }
      const after = this.source[this.offset];
      if (after !== undefined && after !== '/' && !isSpace(after) && after !== '{') {
        // `/a{b}` or `/{a}b`: production only knows whole-segment wildcards.
        throw new RulesLoadError('a path segment must be a name or a whole {wildcard}', this.position());
      }
    }
    return { segments, text: this.source.slice(start, this.offset), pos };
  }

  private readNumber(pos: SourcePosition, start: number): Token {
    if (this.source.startsWith('0x', this.offset) || this.source.startsWith('0X', this.offset)) {
      this.advance();
      this.advance();
      const digitsStart = this.offset;
      while (/[0-9a-fA-F]/.test(this.source[this.offset] ?? '')) this.advance();
      const digits = this.source.slice(digitsStart, this.offset);
      if (!digits) throw new RulesLoadError('hexadecimal literal without digits', pos);
      return this.intToken(BigInt(`0x${digits}`), pos, start);
    }
    while (isDigit(this.source[this.offset])) this.advance();
    let isFloat = false;
    if (this.source[this.offset] === '.' && isDigit(this.source[this.offset + 1])) {
      isFloat = true;
      this.advance();
      while (isDigit(this.source[this.offset])) this.advance();
    }
    const e = this.source[this.offset];
    if (e === 'e' || e === 'E') {
      const sign = this.source[this.offset + 1];
      const firstDigit = sign === '+' || sign === '-' ? this.source[this.offset + 2] : sign;
      if (isDigit(firstDigit)) {
        isFloat = true;
        this.advance();
        if (sign === '+' || sign === '-') this.advance();
        while (isDigit(this.source[this.offset])) this.advance();
      }
    }
    if (isIdentPart(this.source[this.offset])) {
      // `1u`, `2.0f`, `3abc`: suffixes this engine does not know.
      throw new RulesLoadError(`unsupported number literal ${JSON.stringify(this.source.slice(start, this.offset + 1))}`, pos);
    }
    const text = this.source.slice(start, this.offset);
    if (isFloat) return { kind: 'float', text, float: Number(text), pos, start, end: this.offset };
    return this.intToken(BigInt(text), pos, start);
  }

  private intToken(value: bigint, pos: SourcePosition, start: number): Token {
    // The literal's magnitude may be INT64_MAX + 1 only under a unary minus; the parser
    // folds that case, so here one more than the maximum is let through.
    if (value > INT64_MAX + 1n) throw new RulesLoadError('integer literal out of the 64-bit range', pos);
    return { kind: 'int', text: this.source.slice(start, this.offset), int: value, pos, start, end: this.offset };
  }

  private readString(pos: SourcePosition, start: number, quote: string): Token {
    this.advance();
    let value = '';
    for (;;) {
      const ch = this.source[this.offset];
      if (ch === undefined || ch === '\n') throw new RulesLoadError('unterminated string literal', pos);
      if (ch === quote) {
        this.advance();
        return { kind: 'string', text: value, pos, start, end: this.offset };
      }
      if (ch === '\\') {
        value += this.readEscape();
        continue;
      }
      value += ch;
      this.advance();
    }
  }

  private readEscape(): string {
    const pos = this.position();
    this.advance();
    const ch = this.source[this.offset];
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '\\': '\\', "'": "'", '"': '"', '`': '`', '?': '?' };
    if (ch !== undefined && simple[ch] !== undefined) {
      this.advance();
      return simple[ch];
    }
    const hexLength = ch === 'x' ? 2 : ch === 'u' ? 4 : ch === 'U' ? 8 : 0;
    if (hexLength > 0) {
      this.advance();
      const digits = this.source.slice(this.offset, this.offset + hexLength);
      if (!new RegExp(`^[0-9a-fA-F]{${hexLength}}$`).test(digits)) throw new RulesLoadError('bad escape sequence in string', pos);
      for (let i = 0; i < hexLength; i++) this.advance();
      const code = Number.parseInt(digits, 16);
      if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw new RulesLoadError('escape is not a Unicode scalar value', pos);
      return String.fromCodePoint(code);
    }
    throw new RulesLoadError(`unsupported escape sequence \\${ch ?? ''}`, pos);
  }

  private skipTrivia(): void {
    for (;;) {
      const ch = this.source[this.offset];
      if (ch !== undefined && isSpace(ch)) {
        this.advance();
      } else if (this.source.startsWith('//', this.offset)) {
        while (this.source[this.offset] !== undefined && this.source[this.offset] !== '\n') this.advance();
      } else if (this.source.startsWith('/*', this.offset)) {
        const pos = this.position();
        const close = this.source.indexOf('*/', this.offset + 2);
        if (close < 0) throw new RulesLoadError('unterminated comment', pos);
        while (this.offset < close + 2) this.advance();
      } else {
        return;
      }
    }
  }

  private advance(): void {
    if (this.source[this.offset] === '\n') {
      this.line += 1;
      this.column = 1;
    } else {
      this.column += 1;
    }
    this.offset += 1;
  }
}

function isIdentStart(ch: string): boolean {
  return /[A-Za-z_]/.test(ch);
}

function isIdentPart(ch: string | undefined): boolean {
  return ch !== undefined && /[A-Za-z0-9_]/.test(ch);
}

function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= '0' && ch <= '9';
}

function isSpace(ch: string): boolean {
  return ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f' || ch === '\v';
}

function isPathChar(ch: string | undefined): boolean {
  return ch !== undefined && !isSpace(ch) && ch !== '/' && ch !== '{' && ch !== '}';
}
