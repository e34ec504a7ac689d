import { z } from 'zod/mini';
import { LOCALES } from './i18n/locale';

// The links a reminder e-mail carries, as GET and POST /schools/{id}/reminders/unsubscribe and
// /confirm read them: signed, so each part is checked for its form before its signature is.

const recipient = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'not an address this link names'));
const token = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'not a token this server signs'));
/** The e-mail's language, when not English (unsigned: it only picks the page's words). */
const lang = z.optional(z.enum(LOCALES));

/** The unsubscribe link every reminder carries. */
export const UnsubscribeLinkQuery = z.object({ recipient, token, lang });
export type UnsubscribeLinkQuery = z.infer<typeof UnsubscribeLinkQuery>;

/** The confirmation link a request for reminders e-mails: it names its own expiry (seconds since the epoch), which is signed too. */
export const ConfirmLinkQuery = z.object({
  recipient,
  expires: z.pipe(
    z.string().check(z.regex(/^\d{1,12}$/, 'not a time this link names')),
    z.transform((seconds) => Number(seconds)),
  ),
  token,
  lang,
});
export type ConfirmLinkQuery = z.infer<typeof ConfirmLinkQuery>;
