import { Suspense, useEffect, useRef } from 'react';
import { ErrorBoundary } from '@/components/ui/error-fallback';
import { useLiveOrders, type LiveOrdersScope } from '@/lib/live-orders/use-live-orders';

/**
 * Listens to the newest orders of the table's filters (firestore.rules let an administrator
 * read every order) and calls `onChange` whenever they change after the first answer: a new
 * order, or another administrator's status change, refreshes the table without a reload.
 */
function Listener({ scope, onChange }: { scope: LiveOrdersScope; onChange: () => void }) {
  const live = useLiveOrders(scope);
  const seen = useRef<string | null>(null);
  const snapshot = live.status === 'success' ? live.orders.map((order) => `${order.id}:${order.status}`).join(',') : null;
  useEffect(() => {
    if (snapshot === null) return;
    if (seen.current !== null && seen.current !== snapshot) onChange();
    seen.current = snapshot;
  }, [snapshot, onChange]);
  return null;
}

/** The listener, out of the table's way: while the Firestore SDK loads, or if it fails, the table works as it is. */
export function LiveOrdersRefresh(props: { scope: LiveOrdersScope; onChange: () => void }) {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <Listener {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
