/** Every string of the API test page (spec §2 API test page, §8 API test page). */
export const API_TEST_TEXTS = {
  title: 'API Test',
  subtitle: 'Call the API endpoints with your sign-in token and inspect what they answer.',
  user: {
    title: 'Signed-in user',
    email: 'Email',
    uid: 'UID',
    emailVerified: 'Email Verified',
    yes: 'Yes',
    no: 'No',
  },
  endpoints: {
    title: 'Endpoints',
    test: 'Test',
    testAll: 'Test All Endpoints',
    clear: 'Clear Results',
    public: 'Public',
    bearer: 'Bearer token',
    health: 'Health Check',
    schools: 'Get Schools',
    supplies: 'Get Supply Lists',
    orders: 'Get Orders',
    profile: 'Get User Profile',
  },
  results: {
    title: 'Results',
    empty: 'No results yet. Test an endpoint to see what it answers.',
    success: 'Success',
    failed: 'Failed',
    status: (status: number) => `HTTP ${status}`,
    duration: (ms: number) => `${ms} ms`,
    noBody: '(empty response)',
  },
  /** Spec §8 API test page. */
  messages: {
    success: (description: string) => `${description} - Success`,
    failed: (description: string) => `${description} - Failed`,
    error: (description: string, message: string) => `${description} - Error: ${message}`,
    noToken: 'No authentication token available',
  },
  backToDashboard: 'Back to Dashboard',
  signOut: 'Sign Out',
} as const;
