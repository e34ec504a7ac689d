/** A school's ordering window as the staff screens state it (the admin's school cards, the school dashboard). */
export const ORDERING_WINDOW_TEXTS = {
  label: 'Ordering window',
  allYear: 'none, orders are taken all year',
  status: { open: 'open now', before: 'not open yet', after: 'closed' },
} as const;
