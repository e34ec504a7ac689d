/** The page a reminder's unsubscribe link opens. */
export default {
  confirmHeading: 'Unsubscribe from reminders?',
  confirmText: 'You will get no more e-mails reminding you before ordering closes at {school}.',
  button: 'Unsubscribe',
  doneHeading: 'You are unsubscribed',
  doneText: 'You will get no more reminders about ordering at {school}. You can ask for them again in the shop.',
  shop: 'Go to the shop',
} as const;
