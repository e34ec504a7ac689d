/** The sign-in, password reset, sign-up and e-mail verification screens (docs/product.md §2, §5); the identity service's errors are in errors.en.ts. */
export default {
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
    success: 'Password reset email sent! Check your inbox.',
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
    noEmail: "Didn't get the email? Check your spam folder, or send it again.",
    resend: 'Resend Verification Email',
    resendIn: 'Resend in {seconds}s',
    sent: 'Verification email sent! Please check your inbox.',
    wrongAccount: 'Not you? Sign out',
  },
} as const;
