/** The API's own request rules, which no form breaks: headers, paging, filters, bulk moves, dates. */
export default {
  idempotencyKey: 'Idempotency-Key must be 8 to 128 letters, digits, "-" or "_"',
  cursor: 'not a cursor this API gave',
  oneScope: 'filter by one of userId, supplyListId or schoolId at a time',
  dateRange: 'must be a date between 2000 and 2100',
  bulk: {
    atLeastOne: 'select at least one order',
    atMost: 'select at most {max} orders at a time',
    eachOnce: 'each order once',
    ordersOrSchool: 'send either orderIds or schoolId',
  },
} as const;
