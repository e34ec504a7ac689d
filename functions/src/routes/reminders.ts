import { Router, type Response } from 'express';
import {
  ConfirmLinkQuery,
  currentLocale,
  DEFAULT_LOCALE,
  IdParam,
  linkInLanguage,
  ReminderRequest,
  reminderMessages,
  UnsubscribeLinkQuery,
  type Locale,
} from '@ssb/contract';
import { appUrl, mailLinkKeys } from '../config';
import { clientAddressOf } from '../http/client-address';
import { validated } from '../http/validate';
import { inLanguage } from '../language';
import { confirmPage, type ConfirmPageStep } from '../mail/confirm-page';
import { unsubscribePage } from '../mail/unsubscribe-page';
import { rateLimited } from '../rate-limit/rate-limited';
import { CONFIRM_LINK_DAYS, confirmPath, type ConfirmLink } from '../reminders/confirm-link';
import { confirmReminders, openConfirmLink, type OpenedConfirmLink } from '../reminders/confirm-reminders';
import { requestReminder } from '../reminders/request-reminder';
import { unsubscribe, unsubscribeLinkSchool, type UnsubscribeLink } from '../reminders/unsubscribe';

/** Under /schools: a family's request for reminders before the school's ordering window closes. */
export const remindersRouter = Router();

// Public, and it writes: counted per client address and per e-mail, as the guest lookup is.
remindersRouter.post(
  '/:id/reminders',
  rateLimited({ action: 'reminder', message: () => reminderMessages.tooMany, per: 'email' }),
  validated({ params: IdParam, body: ReminderRequest }, async ({ params, body }, req, res) => {
    res.status(201).json(await requestReminder(params.id, body, clientAddressOf(req)));
  }),
);

/**
 * Under /schools, mounted before the API's JSON-only body check: the links e-mails carry, whose
 * pages post forms. The unsubscribe link every reminder carries: POST is RFC 8058's one-click (a
 * mail client posts `List-Unsubscribe=One-Click` as a form) and the page's button; GET shows that
 * button. The confirmation link a request for reminders e-mails: GET shows its button, POST confirms.
 */
export const unsubscribeRouter = Router();

const unsubscribeLink = { params: IdParam, query: UnsubscribeLinkQuery };

type LinkInput = { params: { id: string }; query: { recipient: string; token: string; lang?: Locale | undefined } };

const linkOf = (input: LinkInput): UnsubscribeLink => ({
  schoolId: input.params.id,
  recipient: input.query.recipient,
  token: input.query.token,
});

/** A link's page is in the e-mail's language, which the link names; else in the request's (Accept-Language). */
const pageLocale = (input: { query: { lang?: Locale | undefined } }): Locale => input.query.lang ?? currentLocale();

/** A link's page, written in `locale`: no cache keeps it, and one that would keeps one per language. */
function sendLinkPage(res: Response, locale: Locale, page: () => string, status = 200) {
  res.status(status).set('Cache-Control', 'no-store').set('Content-Language', locale).vary('Accept-Language').type('html').send(inLanguage(locale, page));
}

function sendPage(res: Response, input: LinkInput, school: { name: string }, done: boolean) {
  const { lang } = input.query;
  const link = linkOf(input);
  const action = `/api/schools/${encodeURIComponent(link.schoolId)}/reminders/unsubscribe?recipient=${link.recipient}&token=${link.token}${lang ? `&lang=${lang}` : ''}`;
  sendLinkPage(res, pageLocale(input), () => unsubscribePage({ done, school: school.name, action, appUrl: appUrl() }));
}

unsubscribeRouter.get(
  '/:id/reminders/unsubscribe',
  validated(unsubscribeLink, async (input, _req, res) => {
    sendPage(res, input, await unsubscribeLinkSchool(linkOf(input), mailLinkKeys()), false);
  }),
);

unsubscribeRouter.post(
  '/:id/reminders/unsubscribe',
  validated(unsubscribeLink, async (input, req, res) => {
    sendPage(res, input, await unsubscribe(linkOf(input), mailLinkKeys(), clientAddressOf(req), pageLocale(input)), true);
  }),
);

const confirmLink = { params: IdParam, query: ConfirmLinkQuery };

type ConfirmInput = { params: { id: string }; query: { recipient: string; expires: number; token: string; lang?: Locale | undefined } };

const confirmLinkOf = ({ params, query }: ConfirmInput): ConfirmLink => ({
  schoolId: params.id,
  recipient: query.recipient,
  expires: query.expires,
  token: query.token,
});

/** The confirmation page; after the link's time, the page that says so, as 410. */
function sendConfirmPage(res: Response, input: ConfirmInput, opened: OpenedConfirmLink, pressed: boolean) {
  const locale = pageLocale(input);
  const link = confirmLinkOf(input);
  const step: ConfirmPageStep = opened.expired ? 'expired' : pressed ? 'done' : 'ask';
  const action = confirmPath(link, input.query.lang ?? DEFAULT_LOCALE);
  // Back to the school in the shop, in the page's language.
  const shopUrl = linkInLanguage(`${appUrl()}/shop?school=${encodeURIComponent(link.schoolId)}`, locale);
  const page = () => confirmPage({ step, school: opened.school.name, action, shopUrl, linkDays: CONFIRM_LINK_DAYS });
  sendLinkPage(res, locale, page, opened.expired ? 410 : 200);
}

unsubscribeRouter.get(
  '/:id/reminders/confirm',
  validated(confirmLink, async (input, _req, res) => {
    sendConfirmPage(res, input, await openConfirmLink(confirmLinkOf(input), mailLinkKeys()), false);
  }),
);

unsubscribeRouter.post(
  '/:id/reminders/confirm',
  validated(confirmLink, async (input, req, res) => {
    sendConfirmPage(res, input, await confirmReminders(confirmLinkOf(input), mailLinkKeys(), clientAddressOf(req), pageLocale(input)), true);
  }),
);
