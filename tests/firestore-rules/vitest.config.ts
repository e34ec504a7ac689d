import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The product's own firestore.rules, judged by @firebase/rules-unit-testing against the
// local Firestore (or whatever FIRESTORE_EMULATOR_HOST points at: the official emulator
// runs these unchanged). The conformance suite's global setup starts the Firestore.
//   npx vitest run --config tests/firestore-rules/vitest.config.ts
const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  cacheDir: fileURLToPath(new URL('../../node_modules/.vite/firestore-rules', import.meta.url)),
  test: {
    name: 'firestore-rules',
    root: here,
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['../firestore-conformance/global-setup.ts'],
    env: { METADATA_SERVER_DETECTION: 'none' },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
