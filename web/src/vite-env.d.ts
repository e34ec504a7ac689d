/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set for production builds; when absent the app runs against the local emulators. */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
