import { useState } from 'react';
import type { LookupCriteria } from '../api/lookup-orders';

/**
 * The guest's last lookup that found orders, kept for this browser tab (sessionStorage):
 * coming back from the payment page is a new page load, and the guest should see their
 * orders, polled, again without typing.
 */
export const LOOKUP_STORAGE_KEY = 'ssb.guestOrderLookup';

function readRememberedLookup(): LookupCriteria | null {
  try {
    const raw = window.sessionStorage.getItem(LOOKUP_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { email, phone } = value as Record<string, unknown>;
    return typeof email === 'string' && typeof phone === 'string' && email && phone ? { email, phone } : null;
  } catch {
    return null;
  }
}

export function rememberLookup(criteria: LookupCriteria | null) {
  try {
    if (criteria) window.sessionStorage.setItem(LOOKUP_STORAGE_KEY, JSON.stringify(criteria));
    else window.sessionStorage.removeItem(LOOKUP_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private modes, quotas); the lookup then lasts for this page.
  }
}

/** The criteria to look up with: the remembered ones at first, then what the guest submits. */
export function useLookupCriteria() {
  return useState(readRememberedLookup);
}
