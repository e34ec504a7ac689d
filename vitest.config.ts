import { defineConfig } from 'vitest/config';

// Two kinds of unit tests: the browser app under happy-dom (a third faster than jsdom here, the
// same tests passing), everything else under Node.
// Journeys against the running local stack live in tests/ and run with Playwright.
export default defineConfig({
  test: {
    // Vitest's default leaves a core for itself, one worker on 2 cores; the workers do the work.
    maxWorkers: 2,
    projects: [
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../vitest.setup.ts', './src/test/setup.ts'],
          // A worker's files share what node_modules loads; each file starts afresh (vitest.setup.ts).
          isolate: false,
          // A screen's lazy chunks and a user-event session take seconds when the machine is busy (CI's 2 cores run the build beside them).
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['{contract,documents,functions,local}/**/*.test.ts', 'web/scripts/**/*.test.mjs'],
          setupFiles: ['./vitest.setup.ts', './vitest.setup.node.ts', './contract/src/i18n/node-setup.ts'],
          // As above; vitest.setup.node.ts also ends the firebase-admin apps a file started.
          isolate: false,
          // functions/lib is the functions' build; functions/src/lib is source, with its tests.
          exclude: ['**/node_modules/**', 'functions/lib/**'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
