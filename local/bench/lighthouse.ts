// `npm run lighthouse`: Lighthouse's mobile preset (simulated throttling, performance only) on the
// screens a family, a representative and an administrator open first, signed in where the
// screen needs it, against a running stack (`npm start`, or `-- --profile e2e` for the test
// stack). Each run is a fresh browser profile; the median of the runs is printed per route.
// usage: npm run lighthouse [-- --profile dev|e2e] [--runs 3] [--only /login,/admin] [--save DIR]
// --save keeps each run's report and trace (JSON) in DIR: the report's long-tasks audit and the
// trace's main-thread tasks show what makes the blocking time (each real task counts 4 times over).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { AUTH_TEXTS } from '../../web/src/features/auth/texts';
import { chromiumLaunchOptions } from '../chromium';
import { profiles, urls, type Profile } from '../stack/profiles';
import { blockingTime, mainThreadTasks, type TraceEvent } from './main-thread';

type Visitor = 'anonymous' | 'unverified' | 'parent@example.com' | 'rep@example.com' | 'admin@example.com';

const ROUTES: { path: string; visitor: Visitor }[] = [
  { path: '/login', visitor: 'anonymous' },
  { path: '/signup', visitor: 'anonymous' },
  { path: '/login/email-verification', visitor: 'unverified' },
  { path: '/dashboard', visitor: 'parent@example.com' },
  { path: '/school-dashboard', visitor: 'rep@example.com' },
  { path: '/admin', visitor: 'admin@example.com' },
  // A signed-out visit to /admin shows the sign-in there.
  { path: '/admin', visitor: 'anonymous' },
  { path: '/', visitor: 'anonymous' },
  { path: '/shop', visitor: 'anonymous' },
];

const DEMO_PASSWORD = 'password123';
const METRICS = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' } as const;

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** the blocking time the main thread's CPU time makes (main-thread.ts): the page's own work, without the host's waits */
  cpuTbt: number;
  cls: number;
  /**
   * Lighthouse's measure of how fast the host ran a fixed piece of JavaScript just before the run
   * (`benchmarkIndex`, higher is faster): on this shared 2-core machine it went from 975 to 2,677
   * within ten minutes, and a run's score moves with it.
   */
  benchmark: number;
}

/** A fresh account whose e-mail is not verified: it lands on the verification screen. */
async function unverifiedAccount(profile: Profile): Promise<string> {
  const email = `lighthouse-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await fetch(`http://127.0.0.1:${profile.ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`Creating an unverified account failed: ${res.status} ${await res.text()}`);
  return email;
}

/**
 * Debian's Chromium with a debugging port and the flags every browser here gets: the signing in
 * drives it for a moment, then only Lighthouse is attached while it measures. Not the flags
 * Lighthouse's own command line adds (chrome-launcher's defaults): among them
 * `--disable-features=…,RenderDocument`, with which this Chromium showed the prerendered screens'
 * first frame about 2 s after they had loaded (a page without their stylesheets at once).
 */
async function startChromium(port: number, userDataDir: string): Promise<ChildProcess> {
  const { executablePath, args } = chromiumLaunchOptions;
  const listening = () =>
    fetch(`http://127.0.0.1:${port}/json/version`)
      .then((res) => res.ok)
      .catch(() => false);
  if (await listening()) throw new Error(`A browser already listens on port ${port}: stop it, or this run would measure in it`);
  // A process group of its own: a wrapper script (Debian's headless shell is one) and the browser it starts stop together.
  const browser = spawn(executablePath, [...args, `--remote-debugging-port=${port}`, `--user-data-dir=${userDataDir}`, 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (browser.exitCode !== null) break;
    if (await listening()) return browser;
    await sleep(100);
  }
  await stopChromium(browser);
  throw new Error(`Chromium (${executablePath}) did not open its debugging port ${port}`);
}

/** Ends the browser's whole process group, the browser itself also when a wrapper started it. */
async function stopChromium(browser: ChildProcess) {
  const exited = browser.exitCode === null && browser.signalCode === null ? once(browser, 'exit') : Promise.resolve();
  try {
    process.kill(-browser.pid!, 'SIGTERM');
  } catch {
    // The group has ended already.
  }
  await exited;
}

/**
 * Signs in through the app's own sign-in page, so the session is stored as a visitor's is. Playwright
 * then lets go of the browser: attached, it would follow Lighthouse's tab too (its events and
 * scripts in every page), work a visitor's browser never does, on the same two cores.
 */
async function signIn(port: number, app: string, email: string, landsOn: RegExp) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${app}/login`);
    await page.waitForFunction(() => !document.querySelector('[data-prerendered]'));
    await page.getByLabel(AUTH_TEXTS.login.email).fill(email);
    await page.getByLabel(AUTH_TEXTS.login.password, { exact: false }).first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: AUTH_TEXTS.login.submit, exact: true }).click();
    await page.waitForURL(landsOn, { timeout: 60_000 });
    // Lighthouse opens its own tab; the first visit's files must not be in the cache it measures.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

async function measure(profile: Profile, path: string, visitor: Visitor, port: number, savePath?: string): Promise<Run> {
  const app = urls(profile.ports).app;
  const userDataDir = await mkdtemp(join(tmpdir(), 'ssb-lighthouse-'));
  const browser = await startChromium(port, userDataDir);
  try {
    if (visitor === 'unverified') await signIn(port, app, await unverifiedAccount(profile), /\/login\/email-verification/);
    else if (visitor !== 'anonymous') await signIn(port, app, visitor, /\/(dashboard|school-dashboard|admin)$/);
    const result = await lighthouse(`${app}${path}`, {
      port,
      onlyCategories: ['performance'],
      // The session lives in the profile's storage: a signed-in screen keeps it (the cache was cleared above).
      disableStorageReset: visitor !== 'anonymous',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
    if (savePath) {
      await writeFile(`${savePath}.json`, JSON.stringify(lhr));
      await writeFile(`${savePath}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const { tasks, firstPaint } = mainThreadTasks((result.artifacts.Trace as { traceEvents: TraceEvent[] }).traceEvents);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: value(METRICS.fcp),
      lcp: value(METRICS.lcp),
      tbt: value(METRICS.tbt),
      cpuTbt: blockingTime(tasks, firstPaint, 'cpuMs'),
      cls: value(METRICS.cls),
      benchmark: lhr.environment.benchmarkIndex,
    };
  } finally {
    await stopChromium(browser);
    await rm(userDataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const { values: args } = parseArgs({
  options: {
    profile: { type: 'string', default: 'dev' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    save: { type: 'string' },
  },
});
const profile = profiles[args.profile as Profile['name']];
if (!profile) throw new Error(`--profile is dev or e2e, not ${args.profile}`);
const runs = Number(args.runs);
const only = args.only?.split(',');
const routes = ROUTES.filter((route) => !only || only.includes(route.path));

console.log(`Lighthouse mobile (simulated throttling), median of ${runs}, ${urls(profile.ports).app}`);
console.log('| route | visitor | performance | FCP | LCP | TBT | TBT from CPU time | CLS | host CPU benchmark |\n|---|---|---|---|---|---|---|---|---|');
if (args.save) await mkdir(args.save, { recursive: true });
let port = 9333;
for (const { path, visitor } of routes) {
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const savePath = args.save && join(args.save, `${path.replace(/\//g, '_') || '_'}-${visitor}-${i + 1}`);
    results.push(await measure(profile, path, visitor, port++, savePath));
  }
  const m = (key: keyof Run) => median(results.map((run) => run[key]));
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `| \`${path}\` | ${visitor} | ${m('score')} (${results.map((run) => run.score).join(', ')}) | ${seconds(m('fcp'))} | ${seconds(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${Math.round(m('cpuTbt'))} ms | ${m('cls').toFixed(3)} | ${results.map((run) => Math.round(run.benchmark)).join(', ')} |`,
  );
}
