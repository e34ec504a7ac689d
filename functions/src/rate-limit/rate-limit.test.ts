import { describe, expect, it } from 'vitest';
import { nextWindow } from './rate-limit';

const limit = { max: 3, windowMs: 1000 };

describe('nextWindow', () => {
  it('when nothing was counted yet, then a window opens with one request', () => {
    expect(nextWindow(null, 5000, limit)).toEqual({ windowStart: 5000, count: 1 });
  });

  it('when the window has room, then the request is counted', () => {
    expect(nextWindow({ windowStart: 5000, count: 2 }, 5500, limit)).toEqual({ windowStart: 5000, count: 3 });
  });

  it('when the window is full, then the request is refused', () => {
    expect(nextWindow({ windowStart: 5000, count: 3 }, 5999, limit)).toBe('exceeded');
  });

  it('when the window has passed, then a new one opens', () => {
    expect(nextWindow({ windowStart: 5000, count: 3 }, 6000, limit)).toEqual({ windowStart: 6000, count: 1 });
  });
});
