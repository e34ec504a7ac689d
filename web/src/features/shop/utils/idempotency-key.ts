import { useCallback, useRef } from 'react';

/**
 * One Idempotency-Key per distinct request while a screen is open: a double click or a
 * retried submission sends the same key (the server then makes one order), while a
 * corrected form is a new request with a key of its own.
 */
export function useIdempotencyKeys(): (payload: unknown) => string {
  const keys = useRef(new Map<string, string>());
  return useCallback((payload: unknown) => {
    const request = JSON.stringify(payload);
    let key = keys.current.get(request);
    if (!key) {
      key = crypto.randomUUID();
      keys.current.set(request, key);
    }
    return key;
  }, []);
}
