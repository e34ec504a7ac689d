import { startTransition, useCallback, useOptimistic } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The shop's place in the flow lives in the address (`?school=…&list=…&step=order`), so
 * the browser's Back button steps back through it and a reload keeps the choice. `?step=order`
 * alone is the order screen for the boxes saved in the browser, with no list being chosen.
 * A past order's Order Again and Try Again links add the child (`first`, `last`) to fill in, and
 * the grade of its list (`grade`), for when the school has replaced that list with another; Try
 * Again adds the items the family already had (`skip`), ticked again.
 */
export function useShopSelection() {
  const [params, setParams] = useSearchParams();
  const schoolId = params.get('school');
  // A list chosen in the dropdown shows at once: the router changes the address in a transition,
  // and until it ends the select would show its old value, so a second quick arrow press would
  // move on from that.
  const [listId, showList] = useOptimistic(schoolId ? params.get('list') : null);
  const ordering = params.get('step') === 'order';
  const student = { first: params.get('first') ?? '', last: params.get('last') ?? '', skipped: params.get('skip')?.split(',').filter(Boolean) ?? [] };
  const grade = params.has('grade') ? Number(params.get('grade')) : null;

  const chooseSchool = useCallback((id: string) => setParams({ school: id }), [setParams]);
  const chooseList = useCallback(
    (id: string | null) => {
      if (!schoolId) return;
      startTransition(() => {
        showList(id);
        // Trying lists in the dropdown should not fill the history.
        setParams(id ? { school: schoolId, list: id } : { school: schoolId }, { replace: true });
      });
    },
    [schoolId, setParams, showList],
  );
  const placeOrder = useCallback(() => {
    if (schoolId && listId) setParams({ school: schoolId, list: listId, step: 'order' });
  }, [schoolId, listId, setParams]);
  const cancelOrder = useCallback(() => {
    setParams(schoolId && listId ? { school: schoolId, list: listId } : {});
  }, [schoolId, listId, setParams]);
  /** Step 1 again, for the next child's school and list. */
  const chooseNextBox = useCallback(() => {
    setParams({});
    window.scrollTo({ top: 0 });
  }, [setParams]);
  /** The order screen for the saved boxes; `replace` when they were just saved on the way to the payment page. */
  const checkOutSavedBoxes = useCallback((options?: { replace: boolean }) => setParams({ step: 'order' }, options), [setParams]);

  /** The school's list of the linked grade, in place of a list it no longer sells. */
  const replaceList = useCallback((id: string) => setParams((now) => ({ ...Object.fromEntries(now), list: id }), { replace: true }), [setParams]);

  return { schoolId, listId, ordering, student, grade, replaceList, chooseSchool, chooseList, placeOrder, cancelOrder, chooseNextBox, checkOutSavedBoxes };
}
