/** The session warning popup and the end of a session (docs/product.md §2 Session warning popup, §4 Session). */
export default {
  title: 'Session Expiring Soon',
  /** Spec: minutes rounded down, worded exactly as the spec shows it. */
  expiresIn: 'Your session will expire in {minutes} minute(s)',
  explanation: 'For your security you are signed out after an hour. Extend the session to keep working.',
  extend: 'Extend Session',
  logout: 'Logout Now',
  expired: 'Your session has expired. Please sign in again.',
} as const;
