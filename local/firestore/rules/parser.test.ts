import { describe, expect, it } from 'vitest';
import { RulesLoadError } from './errors.js';
import { loadRules } from './index.js';
import { Lexer } from './lexer.js';
import { parseRules } from './parser.js';

function wrap(body: string, version = "rules_version = '2';"): string {
  return `${version}\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}\n`;
}

/** The RulesLoadError loadRules throws for `source` (fails the test if none is thrown). */
function loadError(source: string): RulesLoadError {
  try {
    loadRules(source);
  } catch (error) {
    if (error instanceof RulesLoadError) return error;
    throw error;
  }
  throw new Error('expected a RulesLoadError');
}

describe('lexer', () => {
  it('reads names, numbers, strings with escapes and punctuation, skipping comments', () => {
    const lexer = new Lexer(`a_1 42 0x1F 2.5 1e3 'it\\'s' "\\u00e9\\n" // note\n /* block */ && != <=`);
    const tokens = [];
    for (let t = lexer.next(); t.kind !== 'eof'; t = lexer.next()) tokens.push(t);
    expect(tokens.map((t) => [t.kind, t.text])).toEqual([
      ['ident', 'a_1'],
      ['int', '42'],
      ['int', '0x1F'],
      ['float', '2.5'],
      ['float', '1e3'],
      ['string', "it's"],
      ['string', 'é\n'],
      ['punct', '&&'],
      ['punct', '!='],
      ['punct', '<='],
    ]);
    expect(tokens[2]?.int).toBe(31n);
    expect(tokens[4]?.float).toBe(1000);
  });

  it('tracks line and column across lines', () => {
    const lexer = new Lexer('a\n  bb');
    lexer.next();
    expect(lexer.next().pos).toEqual({ line: 2, column: 3 });
  });

  it('reads match paths with single and recursive wildcards and unusual literal segments', () => {
    const path = new Lexer(' /databases/{database}/documents/some-thing.v2/{rest=**} {').readMatchPath();
    expect(path.text).toBe('/databases/{database}/documents/some-thing.v2/{rest=**}');
    expect(path.segments).toEqual([
      { kind: 'literal', value: 'databases' },
      { kind: 'single', name: 'database' },
      { kind: 'literal', value: 'documents' },
      { kind: 'literal', value: 'some-thing.v2' },
      { kind: 'recursive', name: 'rest' },
    ]);
  });
});

describe('parser', () => {
  it('parses version, functions, nested matches and expanded allow methods', () => {
    const file = parseRules(
      wrap(`
    function isAdmin() { return request.auth.token.role == 'admin'; }
    match /orders/{orderId} {
      allow read: if isAdmin();
      allow create, delete: if false;
      allow update;
      match /notes/{noteId} {
        allow write: if true
      }
    }`),
    );
    expect(file.version).toBe(2);
    const documents = file.matches[0];
    expect(documents?.pathText).toBe('/databases/{database}/documents');
    expect(documents?.functions.map((f) => f.name)).toEqual(['isAdmin']);
    const orders = documents?.matches[0];
    expect(orders?.allows.map((a) => a.methods)).toEqual([['get', 'list'], ['create', 'delete'], ['update']]);
    expect(orders?.allows[2]?.condition).toBeNull();
    expect(orders?.allows[0]?.text).toBe('allow read: if isAdmin()');
    expect(orders?.allows[0]?.pos).toEqual({ line: 7, column: 7 });
    expect(orders?.matches[0]?.allows[0]?.methods).toEqual(['create', 'update', 'delete']);
  });

  it('defaults to rules_version 1 when none is declared', () => {
    expect(parseRules('service cloud.firestore { match /{document=**} { allow read: if false; } }').version).toBe(1);
  });

  it('gives operators their CEL precedence: && over ||, comparison over &&, * over +', () => {
    const file = parseRules(wrap('match /t/{id} { allow get: if a || b && c == 1 + 2 * 3; }'));
    const cond = file.matches[0]?.matches[0]?.allows[0]?.condition;
    expect(cond).toMatchObject({
      kind: 'binary',
      op: '||',
      left: { kind: 'ident', name: 'a' },
      right: {
        kind: 'binary',
        op: '&&',
        right: { kind: 'binary', op: '==', right: { kind: 'binary', op: '+', right: { kind: 'binary', op: '*' } } },
      },
    });
  });

  it('parses let, ternary, is, in, index, slice, method calls, map and list literals', () => {
    const file = parseRules(
      wrap(`
    function f(x) {
      let keys = x.keys();
      return keys.size() > 0 ? x['a'] is string && 'a' in keys && [1, 2][0:1] == [1] : {'k': -1}.k == -1;
    }
    match /t/{id} { allow get: if f(resource.data); }`),
    );
    const fn = file.matches[0]?.functions[0];
    expect(fn?.params).toEqual(['x']);
    expect(fn?.lets.map((l) => l.name)).toEqual(['keys']);
    expect(fn?.result.kind).toBe('ternary');
  });

  it('folds the most negative 64-bit integer literal', () => {
    const file = parseRules(wrap('match /t/{id} { allow get: if -9223372036854775808 < 0; }'));
    expect(file.matches[0]?.matches[0]?.allows[0]?.condition).toMatchObject({ left: { kind: 'int', value: -(2n ** 63n) } });
  });
});

describe('load errors carry line and column', () => {
  it.each([
    ['a missing semicolon-free "if"', wrap('    match /t/{id} { allow read: request.auth != null; }'), 4, 33, /expected "if"/],
    ['an unknown method', wrap('    match /t/{id} { allow peek: if true; }'), 4, 27, /unknown method "peek"/],
    ['an unterminated string', wrap("    match /t/{id} { allow read: if 'abc; }"), 4, 36, /unterminated string/],
    ['an unexpected character', wrap('    match /t/{id} { allow read: if 1 # 2; }'), 4, 38, /unexpected character "#"/],
    ['a missing closing brace', "rules_version = '2';\nservice cloud.firestore {\n  match /x/{y} {\n", 4, 1, /found end of file/],
    ['an integer literal out of range', wrap('    match /t/{id} { allow read: if 9223372036854775808 > 0; }'), 4, 36, /64-bit/],
  ])('%s', (_name, source, line, column, message) => {
    const error = loadError(source);
    expect(error.message).toMatch(message);
    expect([error.line, error.column]).toEqual([line, column]);
    expect(error.message).toMatch(new RegExp(`^line ${line}, column ${column}: `));
  });
});

describe('unsupported or invalid rules fail closed at load time', () => {
  it.each([
    [
      'another service',
      "rules_version = '2';\nservice firebase.storage { match /b/{bucket}/o { allow read; } }",
      /service "firebase.storage" is not supported/,
    ],
    ['no service', "rules_version = '2';\n", /no "service cloud.firestore" block/],
    ['a bad rules_version', "rules_version = '3';\nservice cloud.firestore {}", /rules_version must be '1' or '2'/],
    [
      'get() of another document',
      wrap('    match /t/{id} { allow read: if get(/databases/$(database)/documents/users/$(request.auth.uid)).data.admin; }'),
      /path expressions|get\(\) is not supported/,
    ],
    ['exists()', wrap("    match /t/{id} { allow read: if exists(path('/databases/x/documents/a/b')); }"), /exists\(\) is not supported/],
    ['getAfter()', wrap("    match /t/{id} { allow write: if getAfter(path('/x')).data.ok; }"), /getAfter\(\) is not supported/],
    ['a path literal', wrap('    match /t/{id} { allow read: if request.path == /databases/x/documents/t/y; }'), /path expressions/],
    ['a hashing function', wrap("    match /t/{id} { allow read: if hashing.md5('x') == 1; }"), /hashing.md5\(\) is not supported/],
    ['an unknown global function', wrap('    match /t/{id} { allow read: if frobnicate(1); }'), /unknown function frobnicate/],
    ['an unknown method name', wrap("    match /t/{id} { allow read: if 'a'.reverse() == 'a'; }"), /unknown or unsupported method reverse/],
    ['an undefined variable', wrap('    match /t/{id} { allow read: if userId == request.auth.uid; }'), /unknown variable userId/],
    ['a wildcard of a sibling match', wrap('    match /a/{x} { allow read; }\n    match /b/{y} { allow read: if x == y; }'), /unknown variable x/],
    ['an unknown type after is', wrap('    match /t/{id} { allow read: if resource.data.a is integer; }'), /unknown type integer/],
    ['a wrong number of arguments', wrap('    function f(a) { return a; }\n    match /t/{id} { allow read: if f(1, 2); }'), /takes 1 argument/],
    ['a namespace function arity', wrap('    match /t/{id} { allow read: if math.abs(1, 2) == 1; }'), /math.abs\(\) takes 1/],
    ['an unknown namespace function', wrap('    match /t/{id} { allow read: if math.cbrt(8) == 2; }'), /unsupported function math.cbrt/],
    ['a namespace used as a value', wrap('    match /t/{id} { allow read: if math == 1; }'), /namespace/],
    ['direct recursion', wrap('    function f(n) { return n == 0 || f(n - 1); }\n    match /t/{id} { allow read: if f(3); }'), /calls itself/],
    [
      'mutual recursion',
      wrap('    function f(n) { return g(n); }\n    function g(n) { return f(n); }\n    match /t/{id} { allow read: if f(3); }'),
      /calls itself/,
    ],
    ['a function declared twice', wrap('    function f() { return true; }\n    function f() { return false; }'), /declared twice/],
    ['a let redefining a parameter', wrap('    function f(a) { let a = 1; return a; }'), /already defined/],
    ['a wildcard redefined by a nested match', wrap('    match /a/{x} { match /b/{x} { allow read; } }'), /already defined/],
    ['two recursive wildcards', wrap('    match /{a=**}/x/{b=**} { allow read; }'), /only one/],
    ['a non-final recursive wildcard in version 1', wrap('    match /{a=**}/posts/{p} { allow read; }', ''), /rules_version 1/],
    ['a partial-segment wildcard', wrap('    match /t/x{id} { allow read; }'), /whole \{wildcard\}/],
    ['allow outside a match', "rules_version = '2';\nservice cloud.firestore { allow read; }", /inside a match/],
    ['an unsupported escape', wrap("    match /t/{id} { allow read: if 'a\\q' == 'a'; }"), /unsupported escape/],
    ['a number suffix', wrap('    match /t/{id} { allow read: if 1u == 1; }'), /unsupported number literal/],
  ])('%s', (_name, source, message) => {
    const error = loadError(source);
    expect(error).toBeInstanceOf(RulesLoadError);
    expect(error.message).toMatch(message);
    expect(error.line).toBeGreaterThan(0);
    expect(error.column).toBeGreaterThan(0);
  });

  it('accepts every construct the supported subset documents', () => {
    expect(() =>
      loadRules(
        wrap(`
    function owner(data) { let uid = request.auth.uid; return data.userId == uid; }
    match /{path=**}/items/{item} {
      allow read: if request.auth != null && owner(resource.data)
        && request.time < timestamp.date(2100, 1, 1) + duration.value(1, 'd')
        && resource.data.tags.hasAny(['a']) && resource.data.keys().hasOnly(['userId', 'tags'])
        && request.auth.token.email.matches('.*@example[.]com') && rules.math.abs(-1) == 1
        && debug(int('3')) == 3 && string(1.5) == '1.5' && resource.data.price is number;
      allow update: if request.resource.data.diff(resource.data).affectedKeys().hasOnly(['note'])
        && request.resource.data.note.size() <= 200;
    }`),
      ),
    ).not.toThrow();
  });
});
