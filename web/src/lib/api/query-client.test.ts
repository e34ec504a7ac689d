import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it.each([400, 401, 403, 404, 409, 429])('does not retry a %i answer', (status) => {
    expect(shouldRetry(0, new ApiError('no', status, null))).toBe(false);
  });

  it('retries server errors and network failures twice', () => {
    expect(shouldRetry(0, new ApiError('HTTP 503', 503, null))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new TypeError('Failed to fetch'))).toBe(false);
  });
});
