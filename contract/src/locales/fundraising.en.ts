/** The school's share of each box and its ledger (docs/decisions.md §25). */
export default {
  share: {
    percentInvalid: 'A share is more than 0 and at most 100 percent, with at most two decimals',
    perBoxInvalid: 'A share per box is more than $0.00 and at most {max}, with at most two decimals',
    percentOrPerBox: 'Give a percent of each box or an amount per box, not both',
    payoutAmountInvalid: 'A payout is more than $0.00, with at most two decimals',
    paidOnFuture: 'The day a payout was made cannot be in the future',
    /** 409: `balance` is an amount of money. */
    aboveBalance: 'The school has {balance} to pay out: a payout cannot be more.',
    /** 409: a key already used for another payout. */
    keyReused: 'This Idempotency-Key was already used for a different payout.',
    periodInvalid: 'The period ends before it starts',
    monthInvalid: 'A month is written YYYY-MM',
    /** The header row of the ledger's CSV. */
    csvColumns: { date: 'Date', kind: 'Kind', amount: 'Amount', order: 'Order', supplyList: 'Supply list', reference: 'Reference' },
    kinds: { earned: 'Earned', reversed: 'Reversed', payout: 'Payout' },
  },
} as const;
