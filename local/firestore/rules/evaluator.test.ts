import { describe, expect, it } from 'vitest';
import { evaluate } from './test-support.js';
import { mapOf, type RValue, type Val } from './values.js';

const ERR = '{}.missing'; // an expression that is an error (reading a missing key)

function value(expr: string, env?: Parameters<typeof evaluate>[1]): Val {
  return evaluate(expr, env);
}

function isTrue(expr: string, env?: Parameters<typeof evaluate>[1]): void {
  expect(value(expr, env), expr).toEqual({ t: 'bool', v: true });
}

function isFalse(expr: string, env?: Parameters<typeof evaluate>[1]): void {
  expect(value(expr, env), expr).toEqual({ t: 'bool', v: false });
}

function isError(expr: string, message?: RegExp, env?: Parameters<typeof evaluate>[1]): void {
  const v = value(expr, env);
  expect(v.t, `${expr} should be an error`).toBe('error');
  if (message && v.t === 'error') expect(v.msg).toMatch(message);
}

describe('arithmetic', () => {
  it('computes integers as 64-bit integers and floats as doubles', () => {
    expect(value('1 + 2 * 3')).toEqual({ t: 'int', v: 7n });
    expect(value('7 / 2')).toEqual({ t: 'int', v: 3n });
    expect(value('-7 / 2')).toEqual({ t: 'int', v: -3n });
    expect(value('-7 % 3')).toEqual({ t: 'int', v: -1n });
    expect(value('7.0 / 2')).toEqual({ t: 'float', v: 3.5 });
    expect(value('1 + 0.5')).toEqual({ t: 'float', v: 1.5 });
    expect(value("'ab' + 'cd'")).toEqual({ t: 'string', v: 'abcd' });
    isTrue('[1] + [2] == [1, 2]');
  });

  it('makes overflow, division by zero and mixed types errors', () => {
    isError('9223372036854775807 + 1', /overflow/);
    isError('-9223372036854775807 - 2', /overflow/);
    isError('math.abs(-9223372036854775808)', /overflow/);
    isError('1 / 0', /division by zero/);
    isError('1 % 0', /modulo by zero/);
    isError("'a' + 1", /cannot apply \+/);
    isError('-true', /cannot negate/);
    isTrue('math.isInfinite(1.0 / 0)');
  });
});

describe('equality and comparison', () => {
  it('compares numbers across int and float, and values of different types as unequal', () => {
    isTrue('1 == 1.0');
    isFalse("'1' == 1");
    isFalse('null == false');
    isTrue("null != 'x'");
    isTrue('[1, 2] == [1, 2]');
    isFalse('[1, 2] == [2, 1]');
    isTrue("{'a': 1, 'b': [2]} == {'b': [2], 'a': 1}");
    isTrue('[1, 2].toSet() == [2, 1, 1].toSet()');
    isFalse('0.0 / 0 == 0.0 / 0');
  });

  it('orders numbers, strings, timestamps and durations; anything else is an error', () => {
    isTrue('1 < 2.5');
    isTrue("'apple' < 'banana'");
    isTrue("'Z' < 'a'");
    isTrue('timestamp.date(2024, 1, 1) < timestamp.date(2024, 1, 2)');
    isTrue("duration.value(1, 'm') > duration.value(59, 's')");
    isError("'a' < 1", /cannot compare/);
    isError('null < 1', /cannot compare/);
    isError('[1] < [2]', /cannot compare/);
  });
});

describe('&& and || with errors (Cloud Storage rules reference, "Errors")', () => {
  // The reference's table: error && false is false, error && true is error,
  // error || true is true, error || false is error. Evaluation short-circuits.
  it.each([
    [`${ERR} && false`, false],
    [`false && ${ERR}`, false],
    [`${ERR} || true`, true],
    [`true || ${ERR}`, true],
  ])('%s absorbs the error', (expr, expected) => {
    expect(value(expr)).toEqual({ t: 'bool', v: expected });
  });

  it.each([`${ERR} && true`, `true && ${ERR}`, `${ERR} || false`, `false || ${ERR}`, `${ERR} && ${ERR}`, `${ERR} || ${ERR}`])('%s stays an error', (expr) => {
    isError(expr, /no field "missing"/);
  });

  it('treats non-bool operands and negations of non-bools as errors', () => {
    isError('1 && true', /needs bool/);
    isError("'x' || false", /needs bool/);
    isError('!1', /needs a bool/);
    isError(`!${ERR}`);
    isTrue('!false');
  });

  it('evaluates only the branch of ?: it takes', () => {
    expect(value(`true ? 1 : ${ERR}`)).toEqual({ t: 'int', v: 1n });
    expect(value(`false ? ${ERR} : 2`)).toEqual({ t: 'int', v: 2n });
    isError('1 ? 2 : 3', /condition of \?:/);
  });
});

describe('in, is, member and index access', () => {
  it('tests membership in lists, sets and map keys', () => {
    isTrue('1 in [1, 2]');
    isTrue('2 in [1, 2].toSet()');
    isTrue("'a' in {'a': 1}");
    isFalse("'b' in {'a': 1}");
    isError("1 in 'abc'", /"in" needs/);
    isError("1 in {'a': 1}", /map keys are strings/);
  });

  it('checks types with is', () => {
    for (const [expr, type] of [
      ['1', 'int'],
      ['1', 'number'],
      ['1.5', 'float'],
      ['1.5', 'number'],
      ["'a'", 'string'],
      ['true', 'bool'],
      ['null', 'null'],
      ['[1]', 'list'],
      ['{}', 'map'],
      ['[1].toSet()', 'set'],
      ['timestamp.date(2020, 1, 1)', 'timestamp'],
      ["duration.value(1, 's')", 'duration'],
      ["path('/a/b')", 'path'],
      ['latlng.value(1, 2)', 'latlng'],
      ["'x'.toUtf8()", 'bytes'],
    ]) {
      isTrue(`${expr} is ${type}`);
    }
    isFalse('1 is string');
    isFalse('1.0 is int');
    isError(`${ERR} is string`);
  });

  it('reads map fields, list items and slices; missing ones are errors', () => {
    expect(value("{'a': {'b': 2}}.a.b")).toEqual({ t: 'int', v: 2n });
    expect(value("{'a': 1}['a']")).toEqual({ t: 'int', v: 1n });
    expect(value('[1, 2, 3][1]')).toEqual({ t: 'int', v: 2n });
    isTrue('[1, 2, 3, 4][1:3] == [2, 3]');
    isTrue('[1, 2, 3][:1] == [1]');
    isError('[1][5]', /out of range/);
    isError('[1][-1]', /out of range/);
    isError("{'a': 1}.b", /no field "b"/);
    isError('resource.data.userId', /cannot read "data" of null/);
    isError("[1]['a']", /must be an int/);
    isTrue("path('/databases/x/documents/a/b')[4] == 'b'");
  });
});

describe('strings', () => {
  it('implements size, case, trim and full-match regular expressions', () => {
    isTrue("'héllo'.size() == 5");
    isTrue("'😀'.size() == 1");
    isTrue("'MiXed'.lower() == 'mixed' && 'MiXed'.upper() == 'MIXED'");
    isTrue("'  pad '.trim() == 'pad'");
    isTrue("'abc'.matches('a.c')");
    // matches() must match the whole string, not a part of it (RE2 full match).
    isFalse("'abc'.matches('b')");
    isTrue("'ABC'.matches('(?i)abc')");
    isTrue("'user@example.com'.matches('.*@example[.]com$')");
  });

  it('splits and replaces with regular expressions', () => {
    isTrue("'a/b/c'.split('/') == ['a', 'b', 'c']");
    isTrue("'a1b22c'.split('[0-9]+') == ['a', 'b', 'c']");
    isTrue("'a-b-c'.replace('-', '+') == 'a+b+c'");
    isTrue("'hi'.toUtf8().size() == 2 && 'hi'.toUtf8().toBase64() == 'aGk='");
  });

  it('refuses what RE2 refuses (an error, so deny)', () => {
    isError("'ab'.matches('a(?=b)b')", /invalid RE2 regular expression/);
    isError("'aa'.matches('(a)\\\\1')", /invalid escape sequence/);
    isError("'a'.matches('(')", /missing closing/);
    // JavaScript reads an unknown escape as the letter itself; RE2 refuses the pattern.
    isError("'q'.matches('\\\\q')", /invalid escape sequence/);
    isError("'x'.split('\\\\q')", /invalid escape sequence/);
  });

  it('follows RE2 where JavaScript differs', () => {
    // Full match even under (?m): `$` may end a line, but the whole string must match.
    isFalse("'a\\nb'.matches('(?m)a$')");
    isTrue("'a\\nb'.matches('(?m)a$\\n^b')");
    // \s is ASCII whitespace only: no no-break space.
    isFalse("'\u00a0'.matches('\\\\s')");
    isTrue("'\t'.matches('\\\\s')");
    // RE2 syntax JavaScript lacks.
    isTrue("'x'.matches('[[:alpha:]]')");
    isTrue("'é'.matches('\\\\pL')");
    isTrue("'ab'.matches('\\\\Aab\\\\z')");
    isTrue("'a.b'.matches('a\\\\Q.\\\\Eb')");
    // split() keeps trailing empty strings and never splices in captured groups.
    isTrue("'a,b,'.split(',') == ['a', 'b', '']");
    isTrue("'a-b'.split('(-)') == ['a', 'b']");
  });
});

describe('lists, sets and maps', () => {
  it('implements list methods', () => {
    isTrue('[1, 2, 3].size() == 3');
    isTrue('[1, 2, 3].hasAll([1, 3]) && ![1, 2].hasAll([1, 4])');
    isTrue('[1, 2].hasAny([4, 2]) && ![1, 2].hasAny([])');
    isTrue('[1, 2].hasOnly([1, 2, 3]) && ![1, 4].hasOnly([1, 2])');
    isTrue("['a', 'b'].join('-') == 'a-b'");
    isTrue('[1].concat([2]) == [1, 2] && [1, 2, 1].removeAll([1]) == [2]');
    isError("[1, 'a'].join(',')", /list of strings/);
    isError('[1].hasAll(1)', /has no method hasAll/);
  });

  it('implements set operations', () => {
    isTrue('[1, 2].toSet().union([2, 3].toSet()) == [1, 2, 3].toSet()');
    isTrue('[1, 2].toSet().intersection([2, 3].toSet()) == [2].toSet()');
    isTrue('[1, 2].toSet().difference([2, 3].toSet()) == [1].toSet()');
    isTrue('[1, 1, 2].toSet().size() == 2');
  });

  it('implements map methods, get() with defaults and nested keys', () => {
    isTrue("{'a': 1, 'b': 2}.keys().toSet() == ['a', 'b'].toSet()");
    isTrue("{'a': 1}.values() == [1] && {'a': 1}.size() == 1");
    isTrue("{'a': 1}.get('b', 0) == 0 && {'a': 1}.get('a', 0) == 1");
    isTrue("{'a': {'b': 2}}.get(['a', 'b'], 0) == 2 && {'a': {}}.get(['a', 'b'], 7) == 7");
  });

  it('computes map diffs as the rules.MapDiff reference examples do', () => {
    isTrue("{'a': 1}.diff({}).addedKeys() == ['a'].toSet()");
    isTrue("({'a': 0, 'c': 0, 'u': 0}).diff({'r': 0, 'c': 1, 'u': 0}).affectedKeys() == ['a', 'r', 'c'].toSet()");
    isTrue("{'a': 0}.diff({'a': 1, 'b': 4}).changedKeys() == ['a'].toSet()");
    isTrue("{}.diff({'a': 1}).removedKeys() == ['a'].toSet()");
    isTrue("{'a': 0}.diff({'a': 0}).unchangedKeys() == ['a'].toSet()");
  });
});

describe('timestamps, durations and other built-ins', () => {
  it('reads timestamp parts in UTC', () => {
    const leapDay = 'timestamp.date(2024, 2, 29)';
    isTrue(`${leapDay}.year() == 2024 && ${leapDay}.month() == 2 && ${leapDay}.day() == 29`);
    isTrue(`${leapDay}.dayOfWeek() == 4 && ${leapDay}.dayOfYear() == 60`);
    isTrue('timestamp.value(86400000) == timestamp.date(1970, 1, 2)');
    isTrue('timestamp.date(1970, 1, 2).toMillis() == 86400000');
    isTrue("(timestamp.date(2024, 1, 1) + duration.value(36, 'h')).hours() == 12");
    isTrue("(timestamp.date(2024, 1, 1) + duration.value(36, 'h')).date() == timestamp.date(2024, 1, 2)");
    isError('timestamp.date(2023, 2, 29)', /no such day/);
  });

  it('does duration arithmetic', () => {
    isTrue("timestamp.date(2024, 1, 2) - timestamp.date(2024, 1, 1) == duration.value(24, 'h')");
    isTrue("duration.value(90, 'm').seconds() == 5400");
    isTrue('duration.time(1, 2, 3, 4).nanos() == 4 && duration.time(1, 2, 3, 4).seconds() == 3723');
    isTrue("duration.abs(duration.value(-5, 's')) == duration.value(5, 's')");
    isError("duration.value(1, 'fortnight')", /does not take/);
  });

  it('compares request.time with timestamps', () => {
    const request = mapOf([['time', { t: 'timestamp', ns: BigInt(Date.UTC(2030, 0, 1)) * 1_000_000n }]]);
    isTrue('request.time > timestamp.date(2029, 12, 31)', { request });
    isTrue("request.time < timestamp.date(2029, 12, 31) + duration.value(2, 'd')", { request });
  });

  it('implements math, conversions, latlng and debug', () => {
    isTrue('math.abs(-3) == 3 && math.abs(-2.5) == 2.5');
    isTrue('math.ceil(1.2) == 2 && math.floor(-1.2) == -2');
    isTrue('math.round(2.5) == 3 && math.round(-2.5) == -3');
    isTrue('math.sqrt(16) == 4.0 && math.pow(2, 10) == 1024.0');
    isTrue('math.isNaN(0.0 / 0)');
    isTrue("int('42') == 42 && int(3.9) == 3 && float(2) == 2.0 && float('2.5') == 2.5");
    isTrue("string(true) == 'true' && string(12) == '12' && string(null) == 'null' && bool('false') == false");
    isTrue("path('/a/b') == path('a/b') && string(path('/a/b')) == '/a/b'");
    isTrue('debug(5) == 5');
    isTrue('latlng.value(0, 0).distance(latlng.value(0, 1)) > 111000');
    isError("int('x')", /cannot convert/);
    isError("bool('yes')", /cannot convert/);
  });
});

describe('functions, let and variables', () => {
  it('binds the match wildcards and calls user functions with let bindings', () => {
    isTrue("id == 'doc1' && database == '(default)'");
    const functions = `
      function double(n) { return n * 2; }
      function quadruple(n) { let twice = double(n); return double(twice); }
      function isDoc(id) { return id == 'other'; }`;
    isTrue('quadruple(3) == 12', { functions });
    // A parameter hides the wildcard of the same name.
    isTrue("isDoc('other') && id == 'doc1'", { functions });
  });

  it('fails a call whose let errors, even if the result does not use it (eager, so fail closed)', () => {
    const functions = 'function f() { let unused = {}.missing; return true; }';
    isError('f()', /let unused in f\(\)/, { functions });
  });

  it('propagates an error argument', () => {
    isError(`double(${ERR}) == 2`, /no field/, { functions: 'function double(n) { return n * 2; }' });
  });

  it('reads request.auth claims as plain JSON values', () => {
    const request = mapOf([
      [
        'auth',
        mapOf([
          ['uid', { t: 'string', v: 'u1' }],
          ['token', mapOf([['role', { t: 'string', v: 'rep' }]])],
        ]),
      ],
    ]);
    isTrue("request.auth.uid == 'u1' && request.auth.token.role == 'rep'", { request });
    isError("request.auth.token.schoolId == 's1'", /no field "schoolId"/, { request });
    isTrue("request.auth.token.get('schoolId', null) == null", { request });
    const anonymous: RValue = mapOf([['auth', { t: 'null' }]]);
    isError('request.auth.uid == null', /cannot read "uid" of null/, { request: anonymous });
  });
});
