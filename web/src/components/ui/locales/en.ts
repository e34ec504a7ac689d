/** The app shell's own words: when a screen is loading or cannot be shown. */
export default {
  loading: 'Loading…',
  /** A toast's close button. */
  close: 'Close',
  error: {
    title: 'Something went wrong',
    startFailed: "We couldn't start School Supply Box. Please check your connection and try again.",
    pageFailed: "This page couldn't be shown. Please try again.",
    retry: 'Try again',
  },
} as const;
