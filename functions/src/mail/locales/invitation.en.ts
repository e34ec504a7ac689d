/** An administrator's invitation to represent a school, to an address without a verified account. */
export default {
  subject: 'You are invited to represent {school} on School Supply Box',
  heading: 'You are invited as a school representative',
  intro: 'An administrator of School Supply Box invited {email} to be a representative of {school}: you will keep its supply lists and see its orders.',
  validUntil: 'The invitation is valid until {date}.',
  next: 'Sign up with this e-mail address and verify it: you become the school’s representative as soon as it is verified. If you already have an account with this address, sign in.',
  signUp: 'Sign up',
  signUpLine: 'Sign up: {url}',
  footer: 'You receive this because an administrator invited this address. If you did not expect it, you can ignore this e-mail: nothing happens without you.',
} as const;
