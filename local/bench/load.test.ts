import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './load';
import { DEFAULT_LOAD_ARGS, parseLoadArgs } from './load-args';

describe('percentile', () => {
  it('takes the nearest rank, so p99 of 100 answers is the 99th slowest and not an average', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });
});

describe('summarize', () => {
  it('counts failed answers among the requests and keeps distinct error samples', () => {
    const result = summarize('GET /x', 2, 2000, [30, 10, 20, 40], ['HTTP 500', 'HTTP 500']);
    expect(result).toMatchObject({ requests: 4, errors: 2, perSecond: 2, p50Ms: 20, p99Ms: 40, maxMs: 40, errorSamples: ['HTTP 500'] });
  });
});

describe('parseLoadArgs', () => {
  it('when given nothing but --load, then measures the API in-process at the defaults', () => {
    expect(parseLoadArgs(['--load'])).toEqual(DEFAULT_LOAD_ARGS);
  });

  it('reads a target, a list of client counts and durations', () => {
    expect(parseLoadArgs(['--load', '--target', 'http://127.0.0.1:5000/', '--clients', '1,5,20', '--seconds', '2.5', '--warmup', '0'])).toEqual({
      target: 'http://127.0.0.1:5000',
      clients: [1, 5, 20],
      seconds: 2.5,
      warmupSeconds: 0,
    });
  });

  it('refuses what it cannot use, saying which flag', () => {
    expect(() => parseLoadArgs(['--load', '--clients', '0'])).toThrow(/--clients/);
    expect(() => parseLoadArgs(['--load', '--target', 'localhost'])).toThrow(/--target/);
    expect(() => parseLoadArgs(['--load', '--fast'])).toThrow(/Unknown argument/);
  });
});
