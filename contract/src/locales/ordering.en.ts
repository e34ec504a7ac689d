/** A school's ordering window: why a checkout is refused (409), and what a window to set must be. */
export default {
  /** `date` is written in the reader's language ("August 1, 2026"). */
  refusal: {
    closed: 'Ordering for {school} closed on {date}.',
    notOpenYet: 'Ordering for {school} opens on {date}.',
  },
  window: {
    invalidDate: 'must be a date written YYYY-MM-DD, between 2000 and 2100',
    bothDates: 'set both dates of the ordering window, or neither',
    closesBeforeOpens: 'must be on or after the day ordering opens',
    timeZoneNeeded: 'is needed with an ordering window',
  },
  /** A school's late orders as the school dialog sets them. */
  late: {
    feeInvalid: 'must be an amount from $0.00 to $100.00, with at most two decimals',
  },
} as const;
