import { defineConfig, devices } from '@playwright/test';
import { testChromiumLaunchOptions as chromium } from './local/chromium';
import { profiles, urls } from './local/stack/profiles';

const stack = urls(profiles.e2e.ports);

/**
 * The API specs that run the scheduled mail jobs. A run pages through every due school's reminder
 * requests, other specs' too, and one of these gives a school 3,000 of them: beside it, every
 * other run of the jobs pages through those as well (a reminders spec took 64 s instead of 26).
 */
const MAIL_JOB_SPECS = ['reminders.spec.ts', 'reminder-job.spec.ts', 'staff-digest.spec.ts'];

/**
 * The API specs of what the whole shop has one of: its shipping settings document (a fee set while
 * another spec checks out a box delivered home would change that checkout's total) and its
 * season's money (another spec's box paid between two reads would move it). They run after every
 * other project, one at a time (`--no-deps` runs them alone).
 */
const SHOP_SETTINGS_SPECS = ['shipping-settings.spec.ts', 'checkout-shipping.spec.ts', 'season-money.spec.ts'];

/**
 * The specs that start a new school year: each archives every list of the shop, which every other
 * spec's demo lists would miss. They run last, after the shop's settings, one at a time.
 */
const SCHOOL_YEAR_SPECS = ['school-years.spec.ts', 'school-year-journey.spec.ts'];

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  // axe audits every screen a test shows (seconds each), and by the end of a run the shop lists
  // every school the suite has added: two minutes per test, three times that for test.slow().
  timeout: 120_000,
  // Late in a run on this 2-core machine (two browsers, the emulators and their workers) the
  // stack has answered a sign-in in over 20 s; what the journeys wait for is the behaviour, not
  // the speed.
  expect: { timeout: 30_000 },
  workers: 2,
  // On CI, a test that fails is run once more and reported as flaky when it then passes: on this
  // 2-core machine a run's last minutes have seen a sign-in wait past 20 s beside two browsers.
  // A behaviour that is broken fails both times.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: stack.app,
    // An action waits for its element as long as an expectation does: one that never comes fails
    // the test then, not at the test's two minutes.
    actionTimeout: 30_000,
    launchOptions: chromium,
    // A trace is recorded when a failed test is run again (CI retries once): recording one for every
    // test doubled the browsers' CPU time (screencast frames and DOM snapshots of each action) on
    // this 2-core machine. `--trace on` records them for a test being debugged.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // One after another, so no run of the jobs meets another spec's thousands of requests; listed
    // first, so that one worker goes through them while the other starts on the rest.
    { name: 'api mail jobs', testDir: 'tests/api', testMatch: MAIL_JOB_SPECS, workers: 1 },
    { name: 'api', testDir: 'tests/api', testIgnore: [...MAIL_JOB_SPECS, ...SHOP_SETTINGS_SPECS, ...SCHOOL_YEAR_SPECS] },
    // A journey runs at the width its people use: `@phone` for families and representatives,
    // `@computer` for administrators, printing and the keyboard; untagged where both layouts
    // matter to it. A tagged journey is not listed in the other project, so none is skipped.
    // Journeys are independent (each places its own orders), so the two workers share them test by
    // test: a file of long journeys does not keep one worker busy while the other has finished.
    {
      name: 'desktop',
      testDir: 'tests/e2e',
      testIgnore: SCHOOL_YEAR_SPECS,
      fullyParallel: true,
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'phone',
      testDir: 'tests/e2e',
      fullyParallel: true,
      testIgnore: SCHOOL_YEAR_SPECS,
      grepInvert: /@computer/,
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, launchOptions: chromium },
    },
    {
      name: 'api shop settings',
      testDir: 'tests/api',
      testMatch: SHOP_SETTINGS_SPECS,
      workers: 1,
      dependencies: ['api mail jobs', 'api', 'desktop', 'phone'],
    },
    {
      name: 'school year',
      testDir: 'tests',
      testMatch: SCHOOL_YEAR_SPECS,
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      dependencies: ['api shop settings'],
    },
  ],
  webServer: {
    command: 'node --import tsx local/start.ts --profile e2e',
    url: stack.health,
    wait: { stdout: /School Supply Box is running at/ },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 40_000 },
  },
});
