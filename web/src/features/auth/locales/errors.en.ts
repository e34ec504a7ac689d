/** The identity service's (Firebase Auth's) errors as a person reads them (docs/product.md §8). */
export default {
  /** docs/product.md §8 Sign-in. */
  signIn: {
    invalidCredential: 'Invalid email or password. Please check your credentials and try again.',
    userNotFound: 'No account found with this email address. Please sign up or check your email.',
    wrongPassword: 'Incorrect password. Please try again.',
    invalidEmail: 'Please enter a valid email address.',
    tooManyRequests: 'Too many failed attempts. Please try again later.',
    network: 'Network error. Please check your internet connection and try again.',
    disabled: 'Sign in is currently disabled.',
    other: 'Failed to sign in. Please try again.',
  },

  /** docs/product.md §8 Sign-up. */
  signUp: {
    emailInUse: 'An account with this email already exists. Please sign in instead.',
    weakPassword: 'Password is too weak. Please choose a stronger password with at least 6 characters.',
    disabled: 'Account creation is currently disabled.',
    other: 'Failed to create account. Please try again.',
  },

  /** docs/product.md §8 Password reset. */
  reset: {
    userNotFound: 'No account found with this email address.',
    failed: 'Failed to send password reset email. Please try again.',
  },

  /** docs/product.md §8 Verification e-mail. */
  verification: {
    senderProblem: 'Email verification is temporarily unavailable. Please try again later.',
    tooManyRequests: 'Too many email requests. Please wait a few minutes before trying again.',
    unavailable: 'Unable to send email right now. Please try again in a few minutes.',
    other: 'Failed to send verification email. Please try again later.',
  },
} as const;
