import { useEffect } from 'react';

/** Spec §8: a dashboard's load failures are only logged. */
export function useLoggedFailure(what: string, isError: boolean, error: unknown) {
  useEffect(() => {
    if (isError) console.error(`Failed to load ${what}`, error);
  }, [what, isError, error]);
}
