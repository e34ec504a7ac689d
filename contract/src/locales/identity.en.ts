/**
 * What the API answers when it ties an e-mail address to a person, or a role to a person
 * (DESIGN §7: a person is who Firebase Auth proves now, never what a profile says).
 */
export default {
  representative: {
    noAccount: 'No account uses this e-mail address. Ask the person to sign up first, then add them.',
    unverified: 'This person has not verified this e-mail address yet. Ask them to follow the link in the verification e-mail, then add them again.',
    noProfile: 'This person has signed up but has not finished setting up the account. Ask them to sign in once, then add them again.',
    admin: 'Administrators already manage every school, so they cannot be a school representative.',
    notRepresentative: 'This person is not a representative of this school',
  },
  role: {
    /** Staff work, a representative's included, needs the e-mail address proven. */
    verifyEmailFirst: 'Please verify your email address first',
    /** The profile changed but the sign-in service did not take the new role claims: sending the same change again puts them right. */
    claimsNotApplied: 'The change is saved, but the sign-in service did not take it yet. Please try again in a moment.',
  },
} as const;
