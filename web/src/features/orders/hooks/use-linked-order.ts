import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** `#order-{id}`: the address of one order on My Orders (the dashboard's Pay now links there). */
const LINKED_ORDER = /^#order-([A-Za-z0-9_-]+)$/;

/**
 * Brings the order the address names into view and gives it the focus, once, as soon as its
 * card is shown (`ready`: the orders have arrived).
 */
export function useLinkedOrder(ready: boolean): void {
  const { hash } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const id = LINKED_ORDER.exec(hash)?.[1];
    if (!ready || !id || shown.current === hash) return;
    const card = document.querySelector<HTMLElement>(`[data-order-id="${id}"]`);
    if (!card) return;
    shown.current = hash;
    card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
  });
}
