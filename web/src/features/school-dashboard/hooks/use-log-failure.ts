import { useEffect } from 'react';

/** Spec §8: a dashboard's load and save failures are logged (the screen says so in its own way). */
export function useLogFailure(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.error(`School dashboard: ${what}`, error);
  }, [what, error]);
}

export const logFailure = (what: string, error: unknown) => console.error(`School dashboard: ${what}`, error);
