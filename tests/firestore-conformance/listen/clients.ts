import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { testChromiumLaunchOptions } from '../../../local/chromium';
import { createHarness, type HarnessConfig, type Snapshot, type Target, type Transport } from './harness';

// The listen tests' clients: the harness in this process (gRPC), or in a page of Debian's
// Chromium (WebChannel), served from an origin of its own so that CORS is exercised as
// when the app is served by hosting on another port.

export interface ListenClient {
  listen(target: Target): Promise<number>;
  snapshot(listener: number, index: number, timeoutMs?: number): Promise<Snapshot>;
  count(listener: number): Promise<number>;
  unsubscribe(listener: number): Promise<void>;
  disableNetwork(): Promise<void>;
  enableNetwork(): Promise<void>;
  write(path: string, data: Record<string, unknown>): Promise<string | null>;
  countFromServer(target: Exclude<Target, { document: string }>): Promise<number | string>;
  close(): Promise<void>;
}

const SNAPSHOT_TIMEOUT_MS = 10_000;

export function nodeClient(config: HarnessConfig): ListenClient {
  const harness = createHarness(config);
  return {
    listen: async (target) => harness.listen(target),
    snapshot: (listener, index, timeoutMs = SNAPSHOT_TIMEOUT_MS) => harness.snapshot(listener, index, timeoutMs),
    count: async (listener) => harness.count(listener),
    unsubscribe: async (listener) => harness.unsubscribe(listener),
    disableNetwork: () => harness.disableNetwork(),
    enableNetwork: () => harness.enableNetwork(),
    write: (path, data) => harness.write(path, data),
    countFromServer: (target) => harness.countFromServer(target),
    close: () => harness.close(),
  };
}

/** Chromium with a page that bundles the harness; one per test file. */
export class BrowserPages {
  private constructor(
    private readonly browser: Browser,
    private readonly server: Server,
    private readonly origin: string,
  ) {}

  static async start(): Promise<BrowserPages> {
    const bundle = await build({
      entryPoints: [fileURLToPath(new URL('./browser-entry.ts', import.meta.url))],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    });
    const script = bundle.outputFiles[0]!.text;
    const server = createServer((req, res) => {
      if (req.url === '/harness.js') res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
      else res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><meta charset="utf-8"><script src="/harness.js"></script>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const browser = await chromium.launch(testChromiumLaunchOptions);
    return new BrowserPages(browser, server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }

  async client(config: HarnessConfig): Promise<ListenClient> {
    const page: Page = await this.browser.newPage();
    await page.goto(this.origin);
    await page.evaluate((c) => {
      window.harness = window.createHarness(c);
    }, config);
    return {
      listen: (target) => page.evaluate((t) => window.harness!.listen(t), target),
      snapshot: (listener, index, timeoutMs = SNAPSHOT_TIMEOUT_MS) =>
        page.evaluate(([l, i, t]) => window.harness!.snapshot(l, i, t), [listener, index, timeoutMs] as const),
      count: (listener) => page.evaluate((l) => window.harness!.count(l), listener),
      unsubscribe: (listener) => page.evaluate((l) => window.harness!.unsubscribe(l), listener),
      disableNetwork: () => page.evaluate(() => window.harness!.disableNetwork()),
      enableNetwork: () => page.evaluate(() => window.harness!.enableNetwork()),
      write: (path, data) => page.evaluate(([p, d]) => window.harness!.write(p, d), [path, data] as const),
      countFromServer: (target) => page.evaluate((t) => window.harness!.countFromServer(t), target),
      close: async () => {
        await page.evaluate(() => window.harness!.close());
        await page.close();
      },
    };
  }

  async stop(): Promise<void> {
    await this.browser.close();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

export const BROWSER_TRANSPORTS: Transport[] = ['streaming', 'long-polling', 'auto-detect'];
