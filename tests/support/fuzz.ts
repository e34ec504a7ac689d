import { expect } from '@playwright/test';
import fc from 'fast-check';
import type { Answer } from './from-address';

// The generators and the answer check every fuzz spec shares (tests/api/fuzz*.spec.ts).

/** Runs per property; `FUZZ_RUNS` overrides. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 100);

export const weirdText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\ud83d',
    'x\udc00',
    'a@b.co',
    'x@y',
    'a b@c.test',
    '(217) 555-0188',
    'call me',
    '0000-01-01T00:00:00Z',
    'x'.repeat(300),
    '../users/x',
    'a/b',
  ),
);
export const anyValue = fc.oneof(
  weirdText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
/** A field's value: mostly odd text, sometimes any JSON value. */
export const field = fc.oneof(weirdText, weirdText, anyValue);

/**
 * Bodies as bytes: a valid body with a few fields replaced (to reach the deep paths),
 * objects of the endpoint's fields, sometimes any JSON, sometimes not JSON at all.
 */
export const bodyOf = (fields: Record<string, fc.Arbitrary<unknown>>, valid: fc.Arbitrary<Record<string, unknown>>) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(valid, fc.record(fields, { requiredKeys: [] }))
        .chain(([base, broken]) =>
          fc
            .subarray(Object.keys(broken), { maxLength: Math.min(2, Object.keys(broken).length) })
            .map((keys) => ({ ...base, ...Object.fromEntries(keys.map((k) => [k, broken[k]])) })),
        )
        .map((o) => JSON.stringify(o)),
    },
    { weight: 4, arbitrary: fc.record(fields, { requiredKeys: [] }).map((o) => JSON.stringify(o)) },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  );

/** Never a 5xx; a refusal says why in `error`, unless the functions runtime refused bytes that are not JSON before the API ran. */
export function expectClientAnswer(answer: Answer, sent: string) {
  expect(answer.status, `${answer.status} for ${JSON.stringify(sent)}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
  if (answer.status < 400) return;
  let parsedJson = true;
  try {
    JSON.parse(sent);
  } catch {
    parsedJson = false;
  }
  const strictJson = parsedJson && /^\s*[[{]/.test(sent);
  if (strictJson) expect((answer.json() as { error?: unknown }).error, answer.text).toEqual(expect.any(String));
}

/** Every byte escaped; unlike encodeURIComponent it takes any string (a lone surrogate becomes U+FFFD's bytes). */
export const percentEncoded = (value: string) => [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
