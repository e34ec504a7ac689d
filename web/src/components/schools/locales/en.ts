/** A school's ordering window as the staff screens state it (the admin's school cards, the school dashboard). */
export default {
  summary: 'Ordering window: {range} ({timeZone}) · {status}',
  allYear: 'Ordering window: none, orders are taken all year',
  status: { open: 'open now', before: 'not open yet', after: 'closed' },
} as const;
