/**
 * Change notices for a value kept in localStorage: the `storage` event tells the other tabs,
 * and `localEvent`, dispatched by whoever writes, tells this one.
 */
export function subscribeToStoredValue(key: string, localEvent: string, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  globalThis.addEventListener('storage', onStorage);
  globalThis.addEventListener(localEvent, onChange);
  return () => {
    globalThis.removeEventListener('storage', onStorage);
    globalThis.removeEventListener(localEvent, onChange);
  };
}

export function notifyStoredValueChanged(localEvent: string): void {
  globalThis.dispatchEvent?.(new Event(localEvent));
}
