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
          setupFiles: ['./src/test/setup.ts'],
          // A screen's lazy chunks and a user-event session take seconds when the machine is busy (CI's 2 cores run the build beside them).
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['{contract,documents,functions,local}/**/*.test.ts', 'web/scripts/**/*.test.mjs'],
          setupFiles: ['./contract/src/i18n/node-setup.ts'],
          exclude: ['**/node_modules/**', '**/lib/**'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
