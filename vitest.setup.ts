import { afterAll, vi } from 'vitest';

// The unit tests run without a fresh worker per file (`isolate: false`): the packages in
// node_modules are loaded once per worker, which took more than half of the run's CPU when each
// file loaded its own. Each file still starts as if alone: the project's own modules are
// evaluated afresh (so a file's vi.mock applies and no module state carries over), and no spy,
// fake timer, stubbed global or environment variable outlives the file that made it.
vi.resetModules();

const environment = { ...process.env };

afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
});
