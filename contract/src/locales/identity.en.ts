/**
 * What the API answers when it ties an e-mail address to a person, or a role to a person
 * (docs/decisions.md §1: a person is who Firebase Auth proves now, never what a profile says).
 */
export default {
  representative: {
    /** A school's representatives get the role only through the link an invitation e-mails them. */
    inviteInstead: 'A school’s representatives are invited: send this person an invitation from the school’s Representatives.',
    admin: 'Administrators already manage every school, so they cannot be a school representative.',
    notRepresentative: 'This person is not a representative of this school',
  },
  invitation: {
    notFound: 'This invitation was withdrawn or has been accepted already',
    /** The invitation page's link, used, withdrawn, renewed by a newer one, or past its date. */
    gone: 'This invitation has already been used or has expired.',
    tooMany: 'Too many attempts. Please try again later.',
  },
  role: {
    /** Staff work, a representative's included, needs the e-mail address proven. */
    verifyEmailFirst: 'Please verify your email address first',
    /** The profile changed but the sign-in service did not take the new role claims: sending the same change again puts them right. */
    claimsNotApplied: 'The change is saved, but the sign-in service did not take it yet. Please try again in a moment.',
  },
} as const;
