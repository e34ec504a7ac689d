/** Every string of the landing page (spec §2, Landing page). Components and tests share them. */
export const LANDING_TEXTS = {
  eyebrow: 'Back-to-school, sorted',
  heading: 'Welcome to School Supply Box',
  intro:
    "Buy your child's whole grade supply list as one packed box, delivered to the school or to your home. " +
    'Every item the teachers asked for, in the right quantities, ready for the first day.',
  shopNow: 'Shop Now',
  contactUs: 'Contact Us',

  signedIn: {
    welcome: (email: string) => `Welcome back, ${email}!`,
    dashboard: 'Go to Dashboard',
    signOut: 'Sign Out',
  },

  featuresHeading: 'Why families use School Supply Box',
  features: {
    matching: {
      title: 'Easy School Matching',
      text: "Find your child's school and grade and get the exact supply list the teachers put together. No guesswork, no missing items.",
    },
    delivery: {
      title: 'Flexible Delivery',
      text: 'Have the box delivered straight to the school, ready in the classroom, or to your home, whichever your school offers.',
    },
    addOns: {
      title: 'Optional Add-Ons',
      text: 'Make it personal with name labels, extra pencils or a brand-new backpack for the year ahead.',
    },
  },

  contact: {
    title: 'Contact Us',
    intro: "Questions about an order, a delivery or your school's list? We're happy to help.",
    phoneLabel: 'Phone',
    phone: '(800) 555-0199',
    phoneHref: 'tel:+18005550199',
    emailLabel: 'Support e-mail',
    email: 'support@schoolsupplybox.com',
    emailHref: 'mailto:support@schoolsupplybox.com',
    websiteLabel: 'Website',
    website: 'www.schoolsupplybox.com',
    websiteHref: 'https://www.schoolsupplybox.com',
  },

  illustration: {
    title: 'Grade 3 Supply Box',
    badge: 'Packed',
    items: ['24 pencils, sharpened', '2 wide-ruled notebooks', '4 glue sticks', 'Crayons, 24 colors', 'Safety scissors'],
    more: 'and 9 more items',
  },
} as const;
