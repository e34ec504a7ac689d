/**
 * The e-mails telling a family of its order's steps. Values: `count` boxes in the message (of
 * one checkout, moved together); the first box's `child` (first name), `orderNumber` (as shown)
 * and `school`; `delivery` `school` or `home`; `refund` `yes` when money was refunded, and
 * `refunded` the amount (money as the language writes it), `paid` when the order was paid
 * without a card refund (paid at the office, say).
 */
export default {
  kinds: {
    confirmed: {
      subject: "{count, plural, one {Order {orderNumber} confirmed: {child}'s school supplies} other {Order confirmed: {count} school supply boxes}}",
      heading: 'Thank you! Your order is confirmed.',
      intro:
        "{count, plural, one {We received your payment for {child}'s supply box. Here is what goes into it.} other {We received your payment for {count} supply boxes. Here is what goes into each.}}",
      next: '{count, plural, one {We will e-mail you again when the box is being packed and when it is ready.} other {We will e-mail you again when the boxes are being packed and when they are ready.}}',
    },
    paymentFailed: {
      subject: '{count, plural, one {Payment not completed for order {orderNumber}} other {Payment not completed for your {count} boxes}}',
      heading: 'Your payment was not completed',
      intro:
        '{count, plural, one {Payment was cancelled or failed for order {orderNumber}, so the order was not placed and nothing was charged.} other {Payment was cancelled or failed for these {count} boxes, so they were not ordered and nothing was charged.}}',
      next: '{count, plural, one {You can still pay for it: Pay now on the order’s page opens its payment page again.} other {You can still pay for them: Pay now on the order’s page opens their payment page again.}}',
    },
    preparing: {
      subject: "{count, plural, one {{child}'s box is being packed (order {orderNumber})} other {Your {count} boxes are being packed}}",
      heading: '{count, plural, one {Your box is being packed} other {Your boxes are being packed}}',
      intro:
        "{count, plural, one {We have started packing {child}'s school supplies.} other {We have started packing these {count} boxes of school supplies.}}",
      next: '{count, plural, one {We will e-mail you again when it is ready.} other {We will e-mail you again when they are ready.}}',
    },
    ready: {
      subject:
        "{count, plural, one {{delivery, select, school {{child}'s box is ready at school (order {orderNumber})} other {{child}'s box is on its way home (order {orderNumber})}}} other {Your {count} boxes are ready}}",
      heading: '{count, plural, one {{delivery, select, school {Ready at school} other {On its way home}}} other {Your boxes are ready}}',
      intro:
        "{count, plural, one {{delivery, select, school {{child}'s box of school supplies is ready at {school}.} other {{child}'s box of school supplies is on its way to your home.}}} other {These {count} boxes of school supplies are ready.}}",
      next: 'Thank you for ordering with School Supply Box. Have a great school year!',
    },
    cancelled: {
      subject:
        '{count, plural, one {{refund, select, yes {Order {orderNumber} cancelled and refunded} other {Order {orderNumber} cancelled}}} other {{refund, select, yes {{count} boxes cancelled and refunded} other {{count} boxes cancelled}}}}',
      heading: '{count, plural, one {Your order was cancelled} other {Your boxes were cancelled}}',
      intro:
        '{count, plural, one {{refund, select, yes {Order {orderNumber} for {child} was cancelled and {refunded} was refunded to the card you paid with.} other {Order {orderNumber} for {child} was cancelled.}}} other {{refund, select, yes {These {count} boxes were cancelled and {refunded} was refunded to the card you paid with.} other {These {count} boxes were cancelled.}}}}',
      next: '{refund, select, yes {A refund usually reaches your account within 5 to 10 business days.} paid {Please contact us about the payment you made for it.} other {Nothing was charged for it.}}',
    },
  },
  box: {
    orderNumber: 'Order {orderNumber}',
    listAtSchool: '{list} · {school}',
    inTheBox: 'In the box',
    item: '{quantity} × {name}',
    /** `names`: the items skipped, joined by commas. */
    alreadyHave: 'You already have: {names}',
    toSchool: 'Delivery: to {school}',
    toHome: 'Delivery: to your home, {address}',
    readyAtSchool: 'Ready at {school}',
    onItsWayHome: 'On its way home to {address}',
    price: 'Box price: {amount}',
    refunded: 'Refunded: {amount}',
    /** The box's status by its one name (contract's order-status-names.ts), as every screen shows it. */
    status: 'Status: {status}',
  },
  /**
   * A box's money line by line, only the lines that apply (an amount), in the words of the web's
   * breakdown (web/src/components/orders/locales/money.en.ts) so the e-mail reads as My Orders.
   */
  breakdown: {
    subtotal: 'Subtotal: {amount}',
    skipped: 'You already have: −{amount}',
    discount: 'Discount: −{amount}',
    shipping: 'Shipping: {amount}',
    lateFee: 'Late order fee: {amount}',
    tax: 'Sales tax: {amount}',
    total: 'Total: {amount}',
  },
  /** After Total paid: the family's gift to the school's sponsorship pool, paid with the boxes. */
  giftThanks: 'Thank you for sponsoring a box at {school}: {amount} goes to a family in need.',
  totals: { paid: 'Total paid: {amount}', refunded: 'Total refunded: {amount}' },
  myOrders: 'View My Orders',
  myOrdersLine: 'Your orders and their status: {url}',
  payNow: 'Pay now',
  payNowLine: 'Pay now: {url}',
  footer: 'You receive this e-mail because an order for school supplies was placed with this address at School Supply Box.',
} as const;
