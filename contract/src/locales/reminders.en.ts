/** Reminders before a school's ordering window closes: what a family agrees to, and why a request is refused. */
export default {
  /** What a family agrees to with the checkbox, recorded with its request in the words it read. */
  consent: 'Yes, e-mail me 7 days and 1 day before ordering closes at {school}. Each reminder has a link to unsubscribe.',
  consentRequired: 'Please tick the box to agree to the reminder e-mails',
  noWindow: '{school} takes orders all year, so there is no closing date to remind you of.',
  tooMany: 'Too many reminder requests. Please wait a few minutes and try again.',
} as const;
