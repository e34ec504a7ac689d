import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { School } from '@ssb/contract';

const PARAM = 'school';

/**
 * The school an administrator manages (docs/product.md §2: the first school preselected). Kept in the
 * address (`?school=`), so a reload or a shared link opens the same school.
 */
export function useSelectedSchool(schools: School[] | undefined) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(PARAM);
  const selected = schools?.find((school) => school.id === asked) ?? schools?.[0] ?? null;
  const select = useCallback(
    (schoolId: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(PARAM, schoolId);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { selected, select };
}
