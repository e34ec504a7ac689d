import { notifyStoredValueChanged, subscribeToStoredValue } from './stored-value-events';

/**
 * docs/product.md §4 Session: the time the session started, saved on sign-in (and on sign-up, which
 * signs the new account in). Kept in localStorage so that every tab, and a reload, share one
 * session clock, cleared on sign-out. Its presence also tells the first paint, before
 * Firebase Auth has loaded, that someone probably is signed in.
 */
export const SESSION_START_STORAGE_KEY = 'ssb.sessionStartedAt';
/** Tells this tab's listeners that the start changed (the `storage` event reaches only other tabs). */
const SESSION_START_EVENT = 'ssb:session-start';

function notifySessionStartChanged() {
  notifyStoredValueChanged(SESSION_START_EVENT);
}

/** Calls `onChange` whenever the saved session start changes, in this tab or another one. */
export const subscribeSessionStart = (onChange: () => void): (() => void) => subscribeToStoredValue(SESSION_START_STORAGE_KEY, SESSION_START_EVENT, onChange);

/**
 * Marks what a prerendered page shows to guests only (My Orders' lookup). Its HTML hides it
 * from the first paint when the app will not show it as prerendered, for instance to someone
 * probably signed in (GUEST_VIEW_REPLACED_WHEN in src/prerender.tsx); for them Firebase Auth
 * then starts at once (session-provider.tsx).
 */
export const GUEST_VIEW_ATTRIBUTE = 'data-guest-view';

/**
 * Whether someone probably is signed in, known before Firebase Auth has loaded: a session
 * start is saved from sign-in until sign-out or expiry. A guess, for what to show first only.
 */
export const probablySignedIn = (storage?: Storage): boolean => readSessionStart(storage) !== null;

/** The saved session start (ms since the epoch), or null when none is saved. */
export function readSessionStart(storage: Storage | undefined = globalThis.localStorage): number | null {
  try {
    const raw = storage?.getItem(SESSION_START_STORAGE_KEY);
    if (!raw) return null;
    const value = Number(raw);
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null; // storage unavailable (e.g. blocked): behave as if nothing was saved
  }
}

export function saveSessionStart(at: number = Date.now(), storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(SESSION_START_STORAGE_KEY, String(at));
  } catch {
    // storage unavailable: the session clock then starts again on the next page load
  }
  notifySessionStartChanged();
}

export function clearSessionStart(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(SESSION_START_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing was saved
  }
  notifySessionStartChanged();
}
