import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Firestore conformance suite: checks that the Firestore the tests run against
// (the in-process stand-in, or whatever FIRESTORE_EMULATOR_HOST points at) behaves
// like Firestore for everything the product relies on. See README.md.
//   npx vitest run --config tests/firestore-conformance/vitest.config.ts
const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // Keep Vite's cache with the repository's other caches, not in this folder.
  cacheDir: fileURLToPath(new URL('../../node_modules/.vite/firestore-conformance', import.meta.url)),
  test: {
    name: 'firestore-conformance',
    root: here,
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    pool: 'forks',
    // Files run one after another: transactions take a database-wide lock in the
    // stand-in, so the timing-sensitive transaction tests must not share it.
    fileParallelism: false,
    // No Google Cloud metadata-server probing from firebase-admin / google-auth-library.
    env: { METADATA_SERVER_DETECTION: 'none' },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
