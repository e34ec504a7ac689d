import { createHarness } from './harness';

// The page's script: the harness, bundled with the firebase web SDK's browser build.
declare global {
  interface Window {
    createHarness: typeof createHarness;
    harness?: ReturnType<typeof createHarness>;
  }
}

window.createHarness = createHarness;
