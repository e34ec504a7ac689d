export const GUARD_TEXTS = {
  accessDenied: {
    title: 'Access Denied',
    message: 'Sorry, administrator privileges are needed to view this page.',
    back: 'Back to Dashboard',
  },
  profileError: {
    title: "We couldn't load your account",
    message: 'Please check your connection and try again.',
    retry: 'Try again',
  },
} as const;
