import type { FamilyNewsKind } from './family-news';

// Every word of the e-mails (a family's news, the reminders before a window closes, the staff
// digest) and of the unsubscribe page, by language-neutral key: a language is one object of
// the shape of `en`. Plain text only; the HTML templates escape all of it, these words as much
// as the names families typed.

/** What a message is about, for the sentences that name it: the first box, and how many there are. */
export interface About {
  /** Boxes in the message: the boxes of one checkout that moved together. */
  count: number;
  /** The first box's child, by first name. */
  child: string;
  /** The first box's order number as shown (`#` and its last 8 characters). */
  orderNumber: string;
  school: string;
  toSchool: boolean;
  /** The amount refunded, as money is shown, or null when nothing was paid. */
  refunded: string | null;
}

/** A reminder before a school's ordering window closes. */
export interface ReminderAbout {
  school: string;
  /** The last day to order, as people read it. */
  closesOn: string;
  /** The days left after today: 7 or 1. */
  daysLeft: number;
}

/** A representative's daily digest of its school's new paid orders. */
export interface DigestAbout {
  school: string;
  /** Orders paid that day, and how many. */
  day: string;
  count: number;
  /** The window's last day, and whether it has passed (this is its last digest). */
  closesOn: string;
  closed: boolean;
}

/** The words of one kind of message. */
interface KindTexts {
  subject(about: About): string;
  heading(about: About): string;
  intro(about: About): string;
  /** What comes next, under the boxes. */
  next(about: About): string;
}

const en = {
  lang: 'en',
  brand: 'School Supply Box',
  kinds: {
    confirmed: {
      subject: (a) => (a.count === 1 ? `Order ${a.orderNumber} confirmed: ${a.child}'s school supplies` : `Order confirmed: ${a.count} school supply boxes`),
      heading: () => 'Thank you! Your order is confirmed.',
      intro: (a) =>
        a.count === 1
          ? `We received your payment for ${a.child}'s supply box. Here is what goes into it.`
          : `We received your payment for ${a.count} supply boxes. Here is what goes into each.`,
      next: (a) =>
        `We will e-mail you again when ${a.count === 1 ? 'the box is' : 'the boxes are'} being packed and when ${a.count === 1 ? 'it is' : 'they are'} ready.`,
    },
    paymentFailed: {
      subject: (a) => (a.count === 1 ? `Payment not completed for order ${a.orderNumber}` : `Payment not completed for your ${a.count} boxes`),
      heading: () => 'Your payment was not completed',
      intro: (a) =>
        a.count === 1
          ? `Payment was cancelled or failed for order ${a.orderNumber}, so the order was not placed and nothing was charged.`
          : `Payment was cancelled or failed for these ${a.count} boxes, so they were not ordered and nothing was charged.`,
      next: () => 'Please make a new order in the shop whenever you are ready.',
    },
    preparing: {
      subject: (a) => (a.count === 1 ? `${a.child}'s box is being packed (order ${a.orderNumber})` : `Your ${a.count} boxes are being packed`),
      heading: (a) => (a.count === 1 ? 'Your box is being packed' : 'Your boxes are being packed'),
      intro: (a) =>
        a.count === 1 ? `We have started packing ${a.child}'s school supplies.` : `We have started packing these ${a.count} boxes of school supplies.`,
      next: (a) => `We will e-mail you again when ${a.count === 1 ? 'it is' : 'they are'} ready.`,
    },
    ready: {
      subject: (a) =>
        a.count > 1
          ? `Your ${a.count} boxes are ready`
          : a.toSchool
            ? `${a.child}'s box is ready at school (order ${a.orderNumber})`
            : `${a.child}'s box is on its way home (order ${a.orderNumber})`,
      heading: (a) => (a.count > 1 ? 'Your boxes are ready' : a.toSchool ? 'Ready at school' : 'On its way home'),
      intro: (a) =>
        a.count > 1
          ? `These ${a.count} boxes of school supplies are ready.`
          : a.toSchool
            ? `${a.child}'s box of school supplies is ready at ${a.school}.`
            : `${a.child}'s box of school supplies is on its way to your home.`,
      next: () => 'Thank you for ordering with School Supply Box. Have a great school year!',
    },
    cancelled: {
      subject: (a) => {
        const what = a.count === 1 ? `Order ${a.orderNumber}` : `${a.count} boxes`;
        return a.refunded ? `${what} cancelled and refunded` : `${what} cancelled`;
      },
      heading: (a) => (a.count === 1 ? 'Your order was cancelled' : 'Your boxes were cancelled'),
      intro: (a) => {
        const what = a.count === 1 ? `Order ${a.orderNumber} for ${a.child} was` : `These ${a.count} boxes were`;
        return a.refunded ? `${what} cancelled and ${a.refunded} was refunded to the card you paid with.` : `${what} cancelled.`;
      },
      next: (a) => (a.refunded ? 'A refund usually reaches your account within 5 to 10 business days.' : 'Nothing was charged for it.'),
    },
  } satisfies Record<FamilyNewsKind, KindTexts>,
  box: {
    orderNumber: (orderNumber: string) => `Order ${orderNumber}`,
    listAtSchool: (list: string, school: string) => `${list} · ${school}`,
    inTheBox: 'In the box',
    item: (quantity: number, name: string) => `${quantity} × ${name}`,
    alreadyHave: (names: string[]) => `You already have: ${names.join(', ')}`,
    toSchool: (school: string) => `Delivery: to ${school}`,
    toHome: (address: string) => `Delivery: to your home, ${address}`,
    readyAtSchool: (school: string) => `Ready at ${school}`,
    onItsWayHome: (address: string) => `On its way home to ${address}`,
    price: 'Box price',
    refunded: 'Refunded',
  },
  totals: { paid: 'Total paid', refunded: 'Total refunded' },
  myOrders: 'View My Orders',
  myOrdersLine: (url: string) => `Your orders and their status: ${url}`,
  shop: 'Go to the shop',
  shopLine: (url: string) => `The shop: ${url}`,
  footer: 'You receive this e-mail because an order for school supplies was placed with this address at School Supply Box.',

  reminder: {
    subject: (r: ReminderAbout) =>
      r.daysLeft === 1
        ? `Tomorrow is the last day to order school supplies for ${r.school}`
        : `${r.daysLeft} days left to order school supplies for ${r.school}`,
    heading: (r: ReminderAbout) => (r.daysLeft === 1 ? 'Tomorrow is the last day to order' : `${r.daysLeft} days left to order`),
    intro: (r: ReminderAbout) =>
      `The last day to order for ${r.school} is ${r.closesOn}. Pick your child's grade supply list and we pack the whole list into one box.`,
    /** The school's card, in the words of the shop's card. */
    orderBy: (date: string) => `Order by ${date}`,
    next: 'It takes a few minutes, and no account is needed.',
    order: 'Order now',
    orderLine: (url: string) => `Order now: ${url}`,
    footer: (school: string) => `You receive this reminder because you asked for it, or began an order for ${school}, at School Supply Box.`,
    unsubscribe: 'Unsubscribe from these reminders',
    unsubscribeLine: (url: string) => `Unsubscribe from these reminders: ${url}`,
  },

  digest: {
    subject: (d: DigestAbout) => `${d.count} new paid ${d.count === 1 ? 'order' : 'orders'} for ${d.school} on ${d.day}`,
    heading: (d: DigestAbout) => `${d.count} new paid ${d.count === 1 ? 'order' : 'orders'}`,
    intro: (d: DigestAbout) => `Paid on ${d.day} for ${d.school}.`,
    order: (orderNumber: string, child: string, list: string, amount: string) => `${orderNumber} · ${child} · ${list} · ${amount}`,
    more: (count: number) => `and ${count} more`,
    total: 'Total paid',
    next: (d: DigestAbout) =>
      d.closed
        ? `Ordering closed on ${d.closesOn}, so this is the last daily summary. Every order, the pick list and the packing slips are in the school dashboard.`
        : `Ordering is open until ${d.closesOn}. Every order, the pick list and the packing slips are in the school dashboard.`,
    dashboard: 'Open the School Dashboard',
    dashboardLine: (url: string) => `The school dashboard: ${url}`,
    footer: (school: string) =>
      `You receive this daily summary as a representative of ${school} while its ordering window is open. You can turn it off in the school dashboard.`,
  },

  /** The page the unsubscribe link opens. */
  unsubscribe: {
    confirmHeading: 'Unsubscribe from reminders?',
    confirmText: (school: string) => `You will get no more e-mails reminding you before ordering closes at ${school}.`,
    button: 'Unsubscribe',
    doneHeading: 'You are unsubscribed',
    doneText: (school: string) => `You will get no more reminders about ordering at ${school}. You can ask for them again in the shop.`,
    shop: 'Go to the shop',
  },
};

export type MailTexts = typeof en;

/** One catalogue per language. */
export const mailTexts = { en } satisfies Record<string, MailTexts>;
