import type { onSnapshot as OnSnapshot, queryEqual as QueryEqual } from 'firebase/firestore';

/**
 * reactfire 4.2.6 is one module that imports `onSnapshot` and `queryEqual` from
 * firebase/firestore for its Firestore hooks, so importing reactfire for its auth hooks
 * would put the whole Firestore SDK into every route. vite.config.ts resolves reactfire's
 * import of firebase/firestore to this bridge instead, and the real functions arrive when a
 * screen with live orders loads the SDK (live-firestore.ts, a lazy chunk). Before that,
 * reactfire has no query to listen to, so nothing can call these early.
 */
interface ListenApi {
  onSnapshot: typeof OnSnapshot;
  queryEqual: typeof QueryEqual;
}

let loaded: ListenApi | undefined;

export function provideFirestore(api: ListenApi): void {
  loaded = api;
}

function listenApi(): ListenApi {
  if (!loaded) throw new Error('The Firestore SDK is not loaded yet: listen through useLiveOrders (web/src/lib/live-orders).');
  return loaded;
}

export const onSnapshot = ((...args: Parameters<typeof OnSnapshot>) => listenApi().onSnapshot(...args)) as typeof OnSnapshot;
export const queryEqual: typeof QueryEqual = (left, right) => listenApi().queryEqual(left, right);
