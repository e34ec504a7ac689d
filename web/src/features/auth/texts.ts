import { formMessages } from '@ssb/contract';

/**
 * Every string of the sign-in, password reset, sign-up and e-mail verification screens
 * (spec §2, §5, §8). Components and tests share them.
 */
export const AUTH_TEXTS = {
  brand: 'School Supply Box',
  /** The brand link's name holds its visible text (WCAG 2.5.3: speech users say what they see). */
  brandHome: 'School Supply Box home',

  login: {
    title: 'Sign In',
    subtitle: 'Welcome back! Sign in to order supplies and follow your orders.',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    passwordPlaceholder: 'Your password',
    submit: 'Sign In',
    forgotPassword: 'Forgot Password?',
    noAccount: "Don't have an account?",
    signUp: 'Sign up',
  },

  reset: {
    title: 'Reset Password',
    subtitle: "Enter your account's email address and we'll send you a link to choose a new password.",
    submit: 'Send Reset Email',
    backToSignIn: 'Back to Sign In',
    emailRequired: formMessages.resetEmailRequired,
    success: 'Password reset email sent! Check your inbox.',
    userNotFound: 'No account found with this email address.',
    failed: 'Failed to send password reset email. Please try again.',
  },

  signup: {
    title: 'Create Account',
    subtitle: "Create an account to order your child's school supplies in one box.",
    aboutYou: 'About you',
    homeAddress: 'Home address',
    homeAddressHint: "We use it for home delivery when your child's school does not deliver to the school.",
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone',
    phonePlaceholder: '(555) 555-0123',
    password: 'Password',
    passwordHint: 'At least 6 characters',
    submit: 'Create Account',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },

  verification: {
    title: 'Verify Your Email',
    sentTo: 'We sent a verification link to',
    instructions: 'Open the email and click the link to activate your account. This page continues by itself once you have.',
    waiting: 'Waiting for verification…',
    verified: 'Email verified! Taking you to your dashboard…',
    noEmail: "Didn't get the email? Check your spam folder, or send it again.",
    resend: 'Resend Verification Email',
    resendIn: (seconds: number) => `Resend in ${seconds}s`,
    sent: 'Verification email sent! Please check your inbox.',
    wrongAccount: 'Not you? Sign out',
  },

  /** The forms' field messages: the contract's schemas carry them (spec §5). */
  validation: formMessages,

  /** Spec §8 Sign-in. */
  signInErrors: {
    invalidCredential: 'Invalid email or password. Please check your credentials and try again.',
    userNotFound: 'No account found with this email address. Please sign up or check your email.',
    wrongPassword: 'Incorrect password. Please try again.',
    invalidEmail: 'Please enter a valid email address.',
    tooManyRequests: 'Too many failed attempts. Please try again later.',
    network: 'Network error. Please check your internet connection and try again.',
    disabled: 'Sign in is currently disabled.',
    other: 'Failed to sign in. Please try again.',
  },

  /** Spec §8 Sign-up. */
  signUpErrors: {
    emailInUse: 'An account with this email already exists. Please sign in instead.',
    weakPassword: 'Password is too weak. Please choose a stronger password with at least 6 characters.',
    disabled: 'Account creation is currently disabled.',
    other: 'Failed to create account. Please try again.',
  },

  /** Spec §8 Verification e-mail. */
  verificationErrors: {
    senderProblem: 'Email verification is temporarily unavailable. Please try again later.',
    tooManyRequests: 'Too many email requests. Please wait a few minutes before trying again.',
    unavailable: 'Unable to send email right now. Please try again in a few minutes.',
    other: 'Failed to send verification email. Please try again later.',
  },
} as const;
