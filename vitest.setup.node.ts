import { deleteApp, getApps } from 'firebase-admin/app';
import { afterAll } from 'vitest';

// firebase-admin is loaded once per worker (vitest.setup.ts): an app a file started, with the
// emulator addresses of that file's environment, must not serve the next file.
afterAll(() => Promise.all(getApps().map((app) => deleteApp(app))));
