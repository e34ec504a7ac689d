/** The navigation bar and the phone menu (docs/product.md §2 Navigation bar). */
export default {
  /** The layout's first link, for keyboard users: past the navigation to the screen. */
  skipToMain: 'Skip to main content',
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
  /** The footer's link to the Accessibility page. */
  accessibility: 'Accessibility',
  /** Each language by its own name, whatever the page's language: the switch offers the other one. */
  languageName: { en: 'English', es: 'Español' },
} as const;
