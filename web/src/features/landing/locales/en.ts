/** The landing page (docs/product.md §2, Landing page). */
export default {
  eyebrow: 'Back-to-school, sorted',
  heading: 'Welcome to School Supply Box',
  intro:
    "Buy your child's whole grade supply list as one packed box, delivered to the school or to your home. " +
    'Every item the teachers asked for, in the right quantities, ready for the first day.',
  shopNow: 'Shop Now',
  contactUs: 'Contact Us',

  signedIn: {
    welcome: 'Welcome back, {email}!',
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
    emailLabel: 'Support e-mail',
    websiteLabel: 'Website',
  },

  /** A sample box drawn beside the welcome (decorative: hidden from assistive technology). */
  illustration: {
    title: 'Grade 3 Supply Box',
    badge: 'Packed',
    items: {
      pencils: '24 pencils, sharpened',
      notebooks: '2 wide-ruled notebooks',
      glue: '4 glue sticks',
      crayons: 'Crayons, 24 colors',
      scissors: 'Safety scissors',
    },
    more: 'and 9 more items',
  },
} as const;
