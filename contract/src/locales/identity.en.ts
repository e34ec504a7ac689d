/**
 * What the API answers when it ties an e-mail address to a person, or a role to a person
 * (DESIGN §7: a person is who Firebase Auth proves now, never what a profile says).
 */
export default {
  representative: {
    noAccount: 'No account uses this e-mail address. Invite it instead: the person becomes the representative once they sign up and verify it.',
    unverified: 'This person has not verified this e-mail address yet. Ask them to follow the link in the verification e-mail, then add them again.',
    noProfile: 'This person has signed up but has not finished setting up the account. Ask them to sign in once, then add them again.',
    admin: 'Administrators already manage every school, so they cannot be a school representative.',
    notRepresentative: 'This person is not a representative of this school',
  },
  invitation: {
    /** The address's owner has proven it and has a profile: nothing to wait for. */
    hasAccount: 'This address belongs to an account that has verified it: add the person as a representative instead.',
    notFound: 'This invitation was withdrawn or has been accepted already',
  },
  role: {
    /** Staff work, a representative's included, needs the e-mail address proven. */
    verifyEmailFirst: 'Please verify your email address first',
    /** The profile changed but the sign-in service did not take the new role claims: sending the same change again puts them right. */
    claimsNotApplied: 'The change is saved, but the sign-in service did not take it yet. Please try again in a moment.',
  },
} as const;
