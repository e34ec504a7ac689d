/** The Accessibility page: what we aim for, what we test, what is not there yet, how to tell us. */
export default {
  heading: 'Accessibility',
  intro: 'We want every family and every school to be able to use School Supply Box, with any device, setting or assistive technology.',
  target: {
    title: 'Our target',
    text: 'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, in English and in Spanish.',
  },
  tested: {
    title: 'What we test',
    items: {
      axe: 'Every screen our automated end-to-end tests open is checked with axe, on a phone-sized screen (375 pixels wide) and a computer screen (1280 pixels wide). The main screens, for families and for school staff, are checked in English and in Spanish. A serious or critical problem fails the tests.',
      keyboard:
        'The main tasks are tested with the keyboard alone: buying a box as a guest, signing in and finding an order, creating and filling a supply list, and moving an order to Completed.',
      focus: 'The element that has the keyboard focus is always visibly marked, and closing a dialog returns the focus to the button that opened it.',
      contrast: 'Text colors meet the AA contrast ratio (4.5 to 1 for normal text), and axe checks them on every screen.',
      motion: 'Dialogs and menus open without animation when your device is set to reduce motion.',
      skip: 'A link at the top of each page lets keyboard users skip the navigation and go straight to the main content.',
    },
  },
  limitations: {
    title: 'Known limitations',
    items: {
      payment: 'Payment happens on the secure page of our payment provider, which our tests do not check.',
      people: 'Our tests are automated. The product has not yet been reviewed by people who use screen readers or other assistive technology every day.',
    },
  },
  report: {
    title: 'Report a problem',
    text: 'If something is hard to use, or does not work with your device or assistive technology, please tell us which page and what happened. We will help you place your order and fix the problem.',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
  },
  lastReviewed: 'Last reviewed: {date}',
} as const;
