/** The form a family opens with 'Remind me before ordering closes'; the consent's words are the contract's (the API records them). */
export default {
  intro: 'We will e-mail you before ordering for {school} closes on {date}. No account needed.',
  email: 'Email',
  submit: 'Remind me',
  failed: 'Your reminder was not saved',
  /** `when`: the reminders still to come, as a list of `daysBefore` ("7 days and 1 day"). */
  done: 'Done! We will e-mail {email} {when} before ordering closes on {date}.',
  daysBefore: '{days, plural, one {# day} other {# days}}',
} as const;
