import { useState } from 'react';

/**
 * True from the first time `opened` is: an overlay (a modal, a drawer) whose code is loaded
 * lazily mounts then, so its code stays out of the first screen, and stays mounted after, so
 * it can animate closed.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [openedOnce, setOpenedOnce] = useState(opened);
  if (opened && !openedOnce) setOpenedOnce(true);
  return openedOnce || opened;
}
