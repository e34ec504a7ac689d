/** A family's word of its box's delivery (docs/decisions.md §27): the school's date, and a box sent home's tracking. */
export default {
  /** Beside a box for its school, wherever the school has a date: the confirmation and the date's news. */
  deliveredBy: 'Delivered to {school} by {date}',
  dateMoved: {
    subject: 'New delivery date for {child}’s box: {date}',
    heading: 'A new delivery date',
    intro: 'The boxes for {school} now arrive by {date}.',
    next: 'Its order page shows where the box is.',
  },
  tracking: {
    subject: '{child}’s box is on its way',
    heading: 'Your box is on its way',
    intro: '{child}’s box was sent with {carrier}.',
    number: 'Tracking number: {trackingNumber}',
    /** Another carrier than USPS, UPS or FedEx: its number only. */
    lookUp: 'Look the number up on {carrier}’s website.',
    next: 'Its order page shows the tracking too.',
    track: 'Track the box',
    trackLine: 'Track the box: {url}',
  },
} as const;
