import { escapeHtml, htmlPage, linkHtml, postButtonHtml } from './layout';
import { confirmationTexts as t } from './texts';

/** Where the page stands: asking, confirmed, or opened after its link stopped working. */
export type ConfirmPageStep = 'ask' | 'done' | 'expired';

/**
 * The page a confirmation e-mail's link opens, in the current language: a button that posts to
 * the same link, or once pressed the word that the reminders are on; after the link's time, a way
 * back to the school in the shop to ask again. Opening the link confirms nothing: mail scanners
 * open links, and only a person presses the button.
 */
export function confirmPage(state: { step: ConfirmPageStep; school: string; action: string; shopUrl: string; linkDays: number }): string {
  const e = escapeHtml;
  const p = (text: string) => `<p style="margin:0 0 20px;">${e(text)}</p>`;
  const about = { school: state.school, days: state.linkDays };
  const shop = `<p style="margin:0;">${linkHtml(t.page.shop, state.shopUrl)}</p>`;
  const { heading, body } = {
    ask: {
      heading: t.page.confirmHeading(about),
      body: [p(t.page.confirmText(about)), postButtonHtml(t.page.button, state.action, { name: 'confirm', value: 'yes' })],
    },
    done: { heading: t.page.doneHeading, body: [p(t.page.doneText(about)), shop] },
    expired: { heading: t.page.expiredHeading, body: [p(t.page.expiredText(about)), shop] },
  }[state.step];
  return htmlPage({
    title: heading,
    body: [`<h1 style="margin:0 0 12px;font-size:24px;line-height:1.25;">${e(heading)}</h1>`, ...body].join('\n'),
  });
}
