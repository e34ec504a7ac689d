/** How to reach support (the Contact Us popup, the Accessibility page): the same in every language. */
export const SUPPORT_CONTACT = {
  phone: '(800) 555-0199',
  phoneHref: 'tel:+18005550199',
  email: 'support@schoolsupplybox.com',
  emailHref: 'mailto:support@schoolsupplybox.com',
  website: 'www.schoolsupplybox.com',
  websiteHref: 'https://www.schoolsupplybox.com',
} as const;
