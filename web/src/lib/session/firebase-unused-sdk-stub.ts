/**
 * Stands in for the Firebase SDKs that reactfire imports but this app does not use
 * (see UNUSED_REACTFIRE_SDKS in vite.config.ts, which points reactfire's imports here).
 * It exports every name reactfire 4.2.6 imports from them; each one throws if called,
 * so using, say, `useFirestoreDocData` fails loudly instead of silently doing nothing.
 */
function unavailable(name: string): () => never {
  return () => {
    throw new Error(
      `${name} is not bundled: reactfire's imports of unused Firebase SDKs are stubbed out. ` +
        'Remove the SDK from UNUSED_REACTFIRE_SDKS in web/vite.config.ts to use it.',
    );
  };
}

// firebase/database
export const get = unavailable('firebase/database get');
export const off = unavailable('firebase/database off');
export const onChildAdded = unavailable('firebase/database onChildAdded');
export const onChildChanged = unavailable('firebase/database onChildChanged');
export const onChildMoved = unavailable('firebase/database onChildMoved');
export const onChildRemoved = unavailable('firebase/database onChildRemoved');
export const onValue = unavailable('firebase/database onValue');
// firebase/functions
export const httpsCallable = unavailable('firebase/functions httpsCallable');
// firebase/remote-config
export const ensureInitialized = unavailable('firebase/remote-config ensureInitialized');
export const getAll = unavailable('firebase/remote-config getAll');
export const getBoolean = unavailable('firebase/remote-config getBoolean');
export const getNumber = unavailable('firebase/remote-config getNumber');
export const getString = unavailable('firebase/remote-config getString');
export const getValue = unavailable('firebase/remote-config getValue');
// firebase/storage
export const getDownloadURL = unavailable('firebase/storage getDownloadURL');
export const ref = unavailable('firebase/storage ref');
