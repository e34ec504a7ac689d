/** The box's teacher on the staff's order page, which staff assign there one box at a time; loaded with its picker. */
export default {
  label: 'Teacher',
  notKnownYet: 'Not known yet',
  saved: 'Teacher saved',
  failed: 'The teacher was not saved. Please try again.',
} as const;
