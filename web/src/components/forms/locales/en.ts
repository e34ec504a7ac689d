/** The address fields every form lays out the same way (sign-up, profile details, home delivery). */
export default {
  line1: 'Address Line 1',
  line1Placeholder: 'Street address',
  line2: 'Address Line 2',
  line2Placeholder: 'Apartment, suite, etc. (optional)',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP Code',
} as const;
