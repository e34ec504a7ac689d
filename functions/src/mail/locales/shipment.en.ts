/**
 * A shipment's news (docs/decisions.md §27). To the families: `count` boxes of one checkout in the
 * message, the first box's `child` (first name), the `school`, its delivery `date` as the
 * language writes it (`dated` `yes` when the school set one), and where and when to collect
 * (`instructions`, the school's). To the administrators: the shipment's count of cartons against
 * the school's.
 */
export default {
  shipped: {
    subject: '{count, plural, one {Your box is on its way to {school}} other {Your {count} boxes are on their way to {school}}}',
    intro:
      "{count, plural, one {{child}'s box of school supplies has left our warehouse for {school}.} other {These {count} boxes of school supplies have left our warehouse for {school}.}}",
    arriving: '{count, plural, one {It arrives at {school} by {date}.} other {They arrive at {school} by {date}.}}',
    next: '{count, plural, one {We will e-mail you again when the school has it.} other {We will e-mail you again when the school has them.}}',
  },
  atSchool: {
    subject: '{count, plural, one {Your box is at {school}} other {Your {count} boxes are at {school}}}',
    intro:
      "{count, plural, one {{child}'s box of school supplies has arrived at {school}.} other {These {count} boxes of school supplies have arrived at {school}.}}",
    collect: 'When and where to collect: {instructions}',
    next: 'Thank you for ordering with School Supply Box. Have a great school year!',
  },
  discrepancy: {
    subject: 'Shipment to {school}: {received} of {expected} cartons received',
    heading: 'A school counted other than the manifest',
    intro: '{receivedBy} signed for shipment {shipment} at {school} on {date} and counted {received} cartons; the manifest says {expected}.',
    shipDate: 'Shipped on {date}',
    boxes: '{count, plural, one {# box} other {# boxes}}',
    note: 'Their note: {note}',
    noNote: 'They left no note.',
    carrier: 'Carrier: {carrier}',
    tracking: 'Tracking number: {number}',
    next: 'The families have not been told the boxes are at the school. Check with the carrier and the school.',
    open: 'Open the shipments',
    openLine: 'The shipments: {url}',
    footer: 'You receive this because you are an administrator of School Supply Box.',
  },
} as const;
