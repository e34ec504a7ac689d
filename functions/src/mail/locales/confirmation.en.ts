/**
 * The e-mail a request for reminders sends, and the page its link opens, which confirms the
 * request with a button. `closesOn` and `date` are the window's last day as the language writes
 * it; `days` how long the link works.
 */
export default {
  mail: {
    subject: 'Confirm your reminders for {school}',
    heading: 'Confirm your reminders',
    intro:
      'Someone, probably you, asked School Supply Box to e-mail this address 7 days and 1 day before ordering closes at {school} on {closesOn}. Press the button to confirm, and the reminders will come.',
    /** The school's card. */
    closes: 'Ordering closes on {date}',
    next: 'If you did not ask, ignore this e-mail: nothing more will be sent, and the link stops working in {days, plural, one {# day} other {# days}}.',
    confirm: 'Confirm reminders',
    confirmLine: 'Confirm reminders: {url}',
    footer: 'You receive this e-mail because this address was entered in the School Supply Box shop to be reminded about {school}.',
  },
  page: {
    confirmHeading: 'Confirm your reminders for {school}',
    /** Recorded with the confirmation as the words it was given in. */
    confirmText: 'Press the button to get an e-mail 7 days and 1 day before ordering closes at {school}. Each reminder has a link to unsubscribe.',
    button: 'Confirm reminders',
    doneHeading: 'Your reminders are on',
    doneText: 'We will e-mail you 7 days and 1 day before ordering closes at {school}. Each reminder has a link to unsubscribe.',
    expiredHeading: 'This link has expired',
    expiredText:
      'A confirmation link works for {days, plural, one {# day} other {# days}}. Ask for the reminders for {school} again in the shop, and we will e-mail you a new one.',
    shop: 'Go to the shop',
  },
} as const;
