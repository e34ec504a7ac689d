import type { Browser, Page } from '@playwright/test';
import { stack } from './stack';

const scripts = /\.js(\?|$)/;
/** Until the app has replaced a prerendered page, a click on it only waits for the app (web/scripts/prerender.mjs). */
export const appHasTakenOver = (page: Page) => page.waitForFunction(() => !document.querySelector('[data-prerendered]'));

/**
 * Opens `path` with every script refused: what shows is the page's own HTML and CSS, as a
 * phone paints it before the app has arrived (web/scripts/prerender.mjs). Goes through the
 * frame, since the fixtures' page.goto waits for the app, which never comes here.
 */
export async function pageHtmlOnly(page: Page, path: string) {
  await page.route(scripts, (route) => route.abort());
  await page.mainFrame().goto(new URL(path, stack.app).href);
}

/**
 * Opens `path` with its scripts held back, as on a slow phone: the visitor can act on the
 * prerendered page. `letTheAppIn` releases them and waits until the app has taken over.
 * `addressesWithQuery` lists the addresses opened since with a query string: a form the browser
 * sent itself (a GET of the page) puts what was typed there.
 */
export async function openBeforeTheApp(page: Page, path: string) {
  const opened: string[] = [];
  page.on('framenavigated', (frame) => opened.push(frame.url()));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  // Not until 'load': the scripts the page asks for after its first paint hold that back.
  await page.mainFrame().goto(new URL(path, stack.app).href, { waitUntil: 'domcontentloaded' });
  return {
    addressesWithQuery: () => opened.filter((address) => new URL(address).search !== ''),
    async letTheAppIn() {
      release();
      await appHasTakenOver(page);
      await page.unroute(scripts);
    },
  };
}

/**
 * A page for another visitor (a fresh browser context). Like the test's own page, its goto
 * waits until the app has taken over a prerendered page, where until then a click only waits for it.
 */
export async function visitorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await appHasTakenOver(page);
    return response;
  };
  return page;
}
