/** The administrators' word that a representative submitted a draft list for review. */
export default {
  subject: '{school}: {list} is waiting for review',
  heading: 'A supply list is waiting for review',
  intro: '{representative} submitted {list} of {school} for review.',
  items: '{count, plural, one {# product} other {# products}}',
  price: 'Price: {amount}',
  autoPrice: 'Price: {amount} (from its products)',
  next: 'Check its products and price in the Supply Lists tab, then publish it: families can order it as soon as it is published.',
  review: 'Open Supply Lists',
  reviewLine: 'Supply Lists waiting for review: {url}',
  footer: 'You receive this as an administrator of School Supply Box.',
} as const;
