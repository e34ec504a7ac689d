import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * One of `choices` kept in the address under `name` (absent for the first, the default), so a
 * reload or a shared link opens the same tab or view. Other parameters (?school=) are kept;
 * those named in `resets` are dropped when the choice changes (a view belongs to its tab).
 */
const NO_RESETS: readonly string[] = [];

export function useAddressChoice<Choice extends string>(name: string, choices: readonly Choice[], resets: readonly string[] = NO_RESETS) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(name) as Choice | null;
  const chosen: Choice = asked && choices.includes(asked) ? asked : choices[0]!;
  const fallback = choices[0];
  const choose = useCallback(
    (choice: Choice) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const reset of resets) next.delete(reset);
          if (choice === fallback) next.delete(name);
          else next.set(name, choice);
          return next;
        },
        { replace: true },
      ),
    [setParams, name, fallback, resets],
  );
  return [chosen, choose] as const;
}
