import { notify } from '@/lib/ui/notify';
import { useEffect } from 'react';
import { ApiError } from '../api/api-client';

// docs/product.md §8: the dashboards' load and save failures are only logged, with no message to the
// person. One way to log them for both staff dashboards.

/** Logs what failed, with its cause. */
export function logFailure(action: string, error: unknown): void {
  console.error(`${action} failed`, error);
}

/** Logs a load failure of `what` while it lasts (a query's error). */
export function useLoggedFailure(what: string, error: unknown): void {
  useEffect(() => {
    if (error) logFailure(`Loading ${what}`, error);
  }, [what, error]);
}

/**
 * Logs a save failure. A refusal the server explains (409: an empty list cannot be published,
 * a refunded order stays cancelled, a product in use cannot be deleted) is not a failure but an
 * answer, and is shown.
 */
export function reportFailure(action: string, error: unknown): void {
  logFailure(action, error);
  if (error instanceof ApiError && error.status === 409) notify({ color: 'red', title: action, message: error.message });
}
