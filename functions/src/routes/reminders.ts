import { Router, type Response } from 'express';
import { z } from 'zod/mini';
import { currentLocale, IdParam, LOCALES, ReminderRequest, reminderMessages, type Locale } from '@ssb/contract';
import { appUrl, mailLinkKeys } from '../config';
import { clientAddressOf } from '../http/client-address';
import { validated } from '../http/validate';
import { inLanguage } from '../language';
import { unsubscribePage } from '../mail/unsubscribe-page';
import { rateLimited } from '../rate-limit/rate-limited';
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
 * Under /schools, mounted before the API's JSON-only body check: the unsubscribe link every
 * reminder carries. POST is RFC 8058's one-click (a mail client posts
 * `List-Unsubscribe=One-Click` as a form) and the page's button; GET shows that button.
 */
export const unsubscribeRouter = Router();

const unsubscribeLink = {
  params: IdParam,
  query: z.object({
    recipient: z.string().check(z.regex(/^[0-9a-f]{32}$/, 'not an address this link names')),
    token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'not a token this server signs')),
    /** The reminder's language, when not English (unsigned: it only picks the page's words). */
    lang: z.optional(z.enum(LOCALES)),
  }),
};

type LinkInput = { params: { id: string }; query: { recipient: string; token: string; lang?: Locale | undefined } };

const linkOf = (input: LinkInput): UnsubscribeLink => ({
  schoolId: input.params.id,
  recipient: input.query.recipient,
  token: input.query.token,
});

/** The page in the reminder's language, which its link names; else in the request's (Accept-Language). */
function sendPage(res: Response, input: LinkInput, school: { name: string }, done: boolean) {
  const { lang } = input.query;
  const link = linkOf(input);
  const action = `/api/schools/${encodeURIComponent(link.schoolId)}/reminders/unsubscribe?recipient=${link.recipient}&token=${link.token}${lang ? `&lang=${lang}` : ''}`;
  const locale = lang ?? currentLocale();
  res
    .set('Cache-Control', 'no-store')
    .set('Content-Language', locale)
    .vary('Accept-Language')
    .type('html')
    .send(inLanguage(locale, () => unsubscribePage({ done, school: school.name, action, appUrl: appUrl() })));
}

unsubscribeRouter.get(
  '/:id/reminders/unsubscribe',
  validated(unsubscribeLink, async (input, _req, res) => {
    sendPage(res, input, await unsubscribeLinkSchool(linkOf(input), mailLinkKeys()), false);
  }),
);

unsubscribeRouter.post(
  '/:id/reminders/unsubscribe',
  validated(unsubscribeLink, async (input, _req, res) => {
    sendPage(res, input, await unsubscribe(linkOf(input), mailLinkKeys()), true);
  }),
);
