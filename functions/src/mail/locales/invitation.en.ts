/** An administrator's invitation to represent a school, with the invitation page's one-time link. */
export default {
  subject: 'You are invited to represent {school} on School Supply Box',
  heading: 'You are invited as a school representative',
  intro: 'An administrator of School Supply Box invited {email} to be a representative of {school}: you will keep its supply lists and see its orders.',
  validUntil: 'The invitation is valid until {date}.',
  next: 'Open the invitation and choose a password: you become the school’s representative at once. The link works once; if you already have an account with this address, the password you choose replaces its password.',
  accept: 'Accept the invitation',
  acceptLine: 'Accept the invitation: {url}',
  footer: 'You receive this because an administrator invited this address. If you did not expect it, you can ignore this e-mail: nothing happens without you.',
} as const;
