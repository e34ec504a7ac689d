/** Titles of the screens that later work fills in (each shows PagePlaceholder until then). */
export const PLACEHOLDER_TITLES = {
  login: 'Sign In',
  signup: 'Create Account',
  emailVerification: 'Verify Your Email',
  shop: 'Shop',
  myOrders: 'My Orders',
  dashboard: 'Dashboard',
  schoolDashboard: 'School Dashboard',
  admin: 'Admin Dashboard',
  apiTest: 'API Test',
} as const;
