export const NAV_TEXTS = {
  brand: 'School Supply Box',
  brandHome: 'School Supply Box home',
  mainNavLabel: 'Main',
  mobileNavLabel: 'Mobile',
  home: 'Home',
  shop: 'Shop',
  myOrders: 'My Orders',
  dashboard: 'Dashboard',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  openMenu: 'Open navigation menu',
  closeMenu: 'Close navigation menu',
  menuTitle: 'Menu',
  signedInAs: 'Signed in as',
  roleBadge: {
    admin: 'Admin',
    parent: 'Parent',
    /** A school representative is shown their school's name; this if it is unknown. */
    repWithoutSchoolName: 'School Representative',
  },
} as const;
