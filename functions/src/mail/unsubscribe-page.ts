import { currentLocale, linkInLanguage } from '@ssb/contract';
import { escapeHtml, htmlPage, linkHtml, postButtonHtml } from './layout';
import { unsubscribeTexts as t } from './texts';

/**
 * The page an unsubscribe link opens, in the current language: a button that posts to the same
 * link (RFC 8058's one-click field, so the browser and a mail client's one-click do the same),
 * or, once done, the confirmation, with a way to the shop in the page's language. Opening the link unsubscribes nobody: mail scanners open links.
 */
export function unsubscribePage(state: { done: boolean; school: string; action: string; appUrl: string }): string {
  const e = escapeHtml;
  const p = (text: string) => `<p style="margin:0 0 20px;">${e(text)}</p>`;
  const school = { school: state.school };
  const body = state.done
    ? [p(t.doneText(school)), `<p style="margin:0;">${linkHtml(t.shop, linkInLanguage(`${state.appUrl}/shop`, currentLocale()))}</p>`]
    : [p(t.confirmText(school)), postButtonHtml(t.button, state.action, { name: 'List-Unsubscribe', value: 'One-Click' })];
  const heading = state.done ? t.doneHeading : t.confirmHeading;
  return htmlPage({
    title: heading,
    body: [`<h1 style="margin:0 0 12px;font-size:24px;line-height:1.25;">${e(heading)}</h1>`, ...body].join('\n'),
  });
}
