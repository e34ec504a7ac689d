import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The shop's place in the flow lives in the address (`?school=…&list=…&step=order`), so
 * the browser's Back button steps back through it and a reload keeps the choice.
 */
export function useShopSelection() {
  const [params, setParams] = useSearchParams();
  const schoolId = params.get('school');
  const listId = schoolId ? params.get('list') : null;
  const ordering = listId !== null && params.get('step') === 'order';

  const chooseSchool = useCallback((id: string) => setParams({ school: id }), [setParams]);
  const chooseList = useCallback(
    (id: string | null) => {
      if (!schoolId) return;
      // Trying lists in the dropdown should not fill the history.
      setParams(id ? { school: schoolId, list: id } : { school: schoolId }, { replace: true });
    },
    [schoolId, setParams],
  );
  const placeOrder = useCallback(() => {
    if (schoolId && listId) setParams({ school: schoolId, list: listId, step: 'order' });
  }, [schoolId, listId, setParams]);
  const cancelOrder = useCallback(() => {
    if (schoolId && listId) setParams({ school: schoolId, list: listId });
  }, [schoolId, listId, setParams]);

  return { schoolId, listId, ordering, chooseSchool, chooseList, placeOrder, cancelOrder };
}
