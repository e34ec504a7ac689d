/** The form a family opens with 'Remind me before ordering closes'; the consent's words are the contract's (the API records them). */
export default {
  intro: 'We will e-mail you before ordering for {school} closes on {date}. No account needed.',
  email: 'Email',
  submit: 'Remind me',
  failed: 'Your reminder was not saved',
  /** After the request: the reminders come once the e-mail it sent is confirmed. `when`: the reminders still to come, as a list of `daysBefore` ("7 days and 1 day"). */
  done: 'Check your inbox: we sent {email} an e-mail to confirm. Once you confirm, we will e-mail you {when} before ordering closes on {date}.',
  daysBefore: '{days, plural, one {# day} other {# days}}',
} as const;
