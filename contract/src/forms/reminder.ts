import { z } from 'zod/mini';
import { requiredEmail } from '../fields';
import { formMessages } from '../messages';
import { reminderMessages } from '../reminders';

/**
 * POST /schools/{id}/reminders, and the shop's form that sends it: an e-mail and the family's
 * explicit consent, which only `true` gives.
 */
export const ReminderRequest = z.object({
  email: requiredEmail(() => formMessages.emailRequired),
  consent: z.literal(true, { error: () => reminderMessages.consentRequired }),
});
export type ReminderRequest = z.infer<typeof ReminderRequest>;

export const ReminderResponse = z.object({ reminder: z.object({ schoolId: z.string(), email: z.string() }) });
export type ReminderResponse = z.infer<typeof ReminderResponse>;
