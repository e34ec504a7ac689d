/** The invitation page, where an invitation to represent a school leads: its one-time link proves the mailbox. */
export default {
  title: 'Accept Your Invitation',
  loading: 'Opening your invitation…',
  intro: '{school} invited {email} to be a school representative: you will keep its supply lists and see its orders.',
  validUntil: 'The invitation is valid until {date}.',
  /** The address already has an account, which its owner may not have made (whoever registered it first). */
  existingAccount:
    'This address already has an account. If you made it, the password you choose replaces its password. If you did not, someone else registered your address: choosing a password here makes the account yours and signs everyone else out.',
  firstName: 'First Name',
  lastName: 'Last Name',
  password: 'Choose a password',
  passwordHint: 'At least 6 characters',
  submit: 'Accept Invitation',
  goneHint: 'Ask the administrator who invited you to send a new invitation.',
  signIn: 'Go to Sign In',
  /** Accepted, but the sign-in that follows did not work: the account is theirs, with that password. */
  signInFailed: 'Your invitation is accepted. Signing in did not work just now: sign in with your e-mail and the password you chose.',
} as const;
