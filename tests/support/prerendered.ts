import type { Page } from '@playwright/test';
import { stack } from './stack';

/**
 * Opens `path` with every script refused: what shows is the page's own HTML and CSS, as a
 * phone paints it before the app has arrived (web/scripts/prerender.mjs). Goes through the
 * frame, since the fixtures' page.goto waits for the app, which never comes here.
 */
export async function pageHtmlOnly(page: Page, path: string) {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.mainFrame().goto(new URL(path, stack.app).href);
}
