/**
 * A representative's daily digest of its school's new paid orders. `day` is the day they were
 * paid, `closesOn` the window's last day, as the language writes them; `closed` is `yes` when
 * the window has passed (this is its last digest).
 */
export default {
  subject: '{count, plural, one {{count} new paid order for {school} on {day}} other {{count} new paid orders for {school} on {day}}}',
  heading: '{count, plural, one {{count} new paid order} other {{count} new paid orders}}',
  intro: 'Paid on {day} for {school}.',
  order: '{orderNumber} · {child} · {list} · {amount}',
  more: 'and {count} more',
  total: 'Total paid: {amount}',
  tax: 'Amounts without sales tax; shipping included. Sales tax collected: {amount}',
  next: '{closed, select, yes {Ordering closed on {closesOn}, so this is the last daily summary. Every order, the pick list and the packing slips are in the school dashboard.} other {Ordering is open until {closesOn}. Every order, the pick list and the packing slips are in the school dashboard.}}',
  dashboard: 'Open the School Dashboard',
  dashboardLine: 'The school dashboard: {url}',
  footer: 'You receive this daily summary as a representative of {school} while its ordering window is open. You can turn it off in the school dashboard.',
} as const;
