/**
 * The reminder before a school's ordering window closes. `closesOn` and `date` are the window's
 * last day as the language writes it; `daysLeft` the days left after today (7 or 1).
 */
export default {
  subject:
    '{daysLeft, plural, =1 {Tomorrow is the last day to order school supplies for {school}} other {{daysLeft} days left to order school supplies for {school}}}',
  heading: '{daysLeft, plural, =1 {Tomorrow is the last day to order} other {{daysLeft} days left to order}}',
  intro: "The last day to order for {school} is {closesOn}. Pick your child's grade supply list and we pack the whole list into one box.",
  /** The school's card, in the words of the shop's card. */
  orderBy: 'Order by {date}',
  next: 'It takes a few minutes, and no account is needed.',
  order: 'Order now',
  orderLine: 'Order now: {url}',
  footer: 'You receive this reminder because you asked for it, and confirmed it, for {school} at School Supply Box.',
  unsubscribe: 'Unsubscribe from these reminders',
  unsubscribeLine: 'Unsubscribe from these reminders: {url}',
} as const;
