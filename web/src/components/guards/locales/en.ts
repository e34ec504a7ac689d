/** What a guard shows instead of a screen the person may not see, or cannot be shown yet. */
export default {
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
