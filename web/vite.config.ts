import { fileURLToPath, pathToFileURL } from 'node:url';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Firebase SDKs that reactfire 4.2.6 imports but this app never uses.
 *
 * reactfire ships a single ES module that imports every Firebase SDK it has hooks for.
 * Those SDKs register themselves as a side effect of being imported, so a bundler cannot
 * drop them even when only reactfire's auth hooks are used: about 160 kB of gzipped JS
 * on every route. We resolve reactfire's imports of these SDKs (and only reactfire's: the
 * app's own imports are untouched) to a stub whose functions throw a clear error if they
 * are ever called. Using one of them later means removing it from this list.
 */
export const UNUSED_REACTFIRE_SDKS = ['firebase/database', 'firebase/functions', 'firebase/remote-config', 'firebase/storage'];

/**
 * reactfire's Firestore hooks serve the live order views, but its static import of
 * firebase/firestore would load the Firestore SDK on every route: it goes to a bridge that
 * receives the SDK's functions when a live view loads the SDK lazily
 * (web/src/lib/live-orders/reactfire-firestore-bridge.ts).
 */
const REACTFIRE_FIRESTORE_BRIDGE = `${src}/lib/live-orders/reactfire-firestore-bridge.ts`;

function reactfireAuthOnly(): Plugin {
  const stub = `${src}/lib/session/firebase-unused-sdk-stub.ts`;
  const fromReactfire = /[\\/]node_modules[\\/]reactfire[\\/]/;
  return {
    name: 'ssb:reactfire-auth-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !fromReactfire.test(importer)) return null;
      if (source === 'firebase/firestore') return REACTFIRE_FIRESTORE_BRIDGE;
      return UNUSED_REACTFIRE_SDKS.includes(source) ? stub : null;
    },
  };
}

/** Mantine's global styles, which every screen needs before any component's. */
const MANTINE_GLOBAL_STYLES = `${src}/app/mantine-styles.ts`;

/** A Mantine component's class names: `@mantine/core/esm/…/<Name>.module.mjs` (under components/, and utils/ for InlineInput). */
const MANTINE_CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].+[\\/](\w+)\.module\.mjs$/;

/**
 * Each Mantine component brings its own styles (`@mantine/core/styles/<Name>.layer.css`), so
 * a screen's CSS holds only the components it shows and comes with the chunk that shows them
 * (web/src/app/mantine-styles.ts has the global styles). A component imports its class names
 * after the components it builds on, so their styles come first, as Mantine's order requires.
 * In the `mantine` layer, the app's own styles win whatever order the chunks load in. The dev
 * server pre-bundles Mantine past this plugin, so there the whole stylesheet loads.
 */
export function mantineStylesPerComponent(): Plugin {
  let serving = false;
  return {
    name: 'ssb:mantine-styles-per-component',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      if (serving && id === MANTINE_GLOBAL_STYLES) return `${code}\nimport '@mantine/core/styles.layer.css';`;
      const match = MANTINE_CLASSES.exec(id);
      return match ? `${code}\nimport '@mantine/core/styles/${match[1]}.layer.css';` : null;
    },
  };
}

/** A text catalog: `…/locales/<language>.ts` or `…/locales/<part>.<language>.ts`, in the app and in the contract (contract/src/i18n/texts.ts). */
const CATALOG = /[\\/]locales[\\/](?:[a-z-]+\.)?([a-z]{2})\.ts$/;

/**
 * Ships every text catalog compiled (messageformat's compileModule): its messages become
 * functions, so the browser formats ICU messages without the message parser. A catalog is
 * data only: it is run as written (through tsx) and replaced by its compiled module.
 */
function compiledCatalogs(): Plugin {
  return {
    name: 'ssb:compiled-catalogs',
    enforce: 'pre',
    async transform(_code, id) {
      const match = CATALOG.exec(id);
      if (!match) return null;
      const { default: catalog } = (await tsImport(`${pathToFileURL(id).href}?${Date.now()}`, import.meta.url)) as { default: object };
      return { code: compileModule(new MessageFormat(match[1]!), catalog as never), map: null };
    },
  };
}

/**
 * `npm start` serves the API through the Firebase Hosting emulator on :5000. The key is a
 * pattern so that only /api/… is proxied: a plain '/api' prefix would also swallow /api-test.
 */
const apiProxy = { '^/api/': 'http://127.0.0.1:5000' };

export default defineConfig({
  plugins: [react(), reactfireAuthOnly(), compiledCatalogs(), mantineStylesPerComponent()],
  resolve: {
    alias: { '@': src },
  },
  optimizeDeps: {
    // Serve reactfire unbundled in dev so the plugin above applies there too
    // (dev then behaves like the production build); its one CommonJS dependency
    // still needs pre-bundling.
    exclude: ['reactfire'],
    include: ['reactfire > use-sync-external-store/shim'],
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks and CSS each route needs, for scripts/prerender.mjs
    // (firebase.json does not deploy dot folders).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries the app shell uses in full get their own long-cached chunks. Do not
            // group Mantine this way: components only lazy screens use would move into it.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 3 },
            // The Firestore SDK stays apart (only screens with live orders load it, lazily);
            // the Firebase code it shares with Auth stays in the app shell's chunk.
            {
              name: 'firebase',
              test: /[\\/]node_modules[\\/](@firebase[\\/](?!firestore|webchannel-wrapper)|firebase[\\/](?!firestore)|reactfire[\\/]|rxjs[\\/]|idb[\\/])/,
              priority: 2,
            },
            { name: 'firestore', test: /[\\/]node_modules[\\/](@firebase[\\/](firestore|webchannel-wrapper)|firebase[\\/]firestore)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
