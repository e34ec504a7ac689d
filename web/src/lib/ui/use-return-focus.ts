import { useEffect, useRef } from 'react';

/**
 * Gives the focus back to what had it when `opened` turned true, once `opened` turns false and
 * the focus was left on the closing dialog or nowhere. Mantine's dialogs do this themselves,
 * except when they mount already open, as a lazily loaded one does the first time: such a
 * dialog (or its parent) calls this with the same `opened`. Called in the dialog, it runs before
 * Mantine moves the focus into it (Mantine waits a moment), so it still sees the opener.
 */
export function useReturnFocus(opened: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (opened) {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      return;
    }
    const element = opener.current;
    opener.current = null;
    if (!element) return;
    const focusAtClose = document.activeElement;
    // As Mantine does, a moment after closing: unless the focus has gone somewhere else since.
    const timer = window.setTimeout(() => {
      const focused = document.activeElement;
      if ((focused === null || focused === document.body || focused === focusAtClose) && element.isConnected) element.focus({ preventScroll: true });
    }, 10);
    return () => window.clearTimeout(timer);
  }, [opened]);
}
