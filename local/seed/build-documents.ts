import {
  ACTORS,
  checkoutOfOrder,
  demandDocs,
  DemandMoves,
  emptyPickTotals,
  listItemsWrite,
  MarginDaysMoves,
  marginLinesOf,
  PaidDaysMoves,
  paidDayOf,
  PickTotalsMoves,
  pickTotalsDoc,
  ReadyToShipMoves,
  type OrderChange,
  type OrderDoc,
  type ProductDoc,
  type SchoolDoc,
  type SupplierDoc,
  type SupplyListDoc,
  type UserDoc,
} from '@ssb/documents';
import { Timestamp } from 'firebase-admin/firestore';
import {
  addDays,
  DEFAULT_TAX_CODE,
  emptyAddress,
  emailKey,
  formatFullAddress,
  isPackedStatus,
  isPaidStatus,
  orderCountDelta,
  orderSearchTerms,
  phoneKey,
  schoolSearchTerms,
  todayIn,
  type OrderStatus,
} from '@ssb/contract';
import { demoAccounts, demoGuest, demoLists, demoOrders, demoProducts, demoSchools, demoStock, demoSuppliers } from './demo-data';

export interface SeedDocument {
  path: string;
  data: object;
}

const DAY = 24 * 60 * 60 * 1000;

function byId<T extends { id: string }>(items: T[], id: string): T {
  const found = items.find((item) => item.id === id);
  if (!found) throw new Error(`Demo data refers to unknown id ${id}`);
  return found;
}

/** Every demo document, with counters derived from the data so they agree with it. */
export function buildSeedDocuments(now: Date): SeedDocument[] {
  const at = (daysAgo: number) => Timestamp.fromMillis(now.getTime() - daysAgo * DAY);
  const created = at(60);
  const listTotal = (items: { productId: string; quantity: number }[]) =>
    items.reduce((sum, item) => sum + (byId(demoProducts, item.productId).priceCents ?? 0) * item.quantity, 0);

  const users: SeedDocument[] = demoAccounts.map((account) => {
    const doc: UserDoc = {
      authId: account.uid,
      email: account.email,
      emailKey: account.email.toLowerCase(),
      type: account.type,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      ...account.address,
      schoolId: account.schoolId,
      emailVerified: true,
      emailVerificationLinkSentAt: null,
      dailyDigest: true,
      createdAt: created,
      updatedAt: created,
    };
    return { path: `users/${account.uid}`, data: doc };
  });
  const guest: UserDoc = {
    authId: null,
    email: demoGuest.email,
    emailKey: demoGuest.email.toLowerCase(),
    type: 'GUEST',
    firstName: demoGuest.firstName,
    lastName: demoGuest.lastName,
    phone: demoGuest.phone,
    ...emptyAddress,
    schoolId: null,
    emailVerified: false,
    emailVerificationLinkSentAt: null,
    dailyDigest: true,
    createdAt: created,
    updatedAt: created,
  };
  users.push({ path: `users/${demoGuest.id}`, data: guest });

  const schools = demoSchools.map((school): SeedDocument => {
    const lists = demoLists.filter((list) => list.schoolId === school.id);
    const { orderingWindow: window } = school;
    const today = todayIn(school.timeZone, now);
    const doc: SchoolDoc = {
      name: school.name,
      address: school.address,
      fullAddress: school.fullAddress,
      note: school.note,
      deliverToSchool: school.deliverToSchool,
      orderingOpensOn: window ? addDays(today, window.opens) : null,
      orderingClosesOn: window ? addDays(today, window.closes) : null,
      timeZone: school.timeZone,
      ...(school.delivery
        ? {
            deliveryDate: addDays(today, school.delivery.inDays),
            deliveryContact: school.delivery.contact,
            deliveryInstructions: school.delivery.instructions,
          }
        : {}),
      searchTerms: schoolSearchTerms(school),
      supplyListCount: lists.length,
      publishedListCount: lists.filter((list) => list.published).length,
      userCount: demoAccounts.filter((account) => account.schoolId === school.id).length,
      createdAt: created,
    };
    return { path: `schools/${school.id}`, data: doc };
  });

  const products = demoProducts.map((product): SeedDocument => {
    const doc: ProductDoc = {
      name: product.name,
      nameKey: product.name.toLowerCase(),
      description: product.description,
      priceCents: product.priceCents,
      productType: product.productType,
      taxCode: DEFAULT_TAX_CODE,
      supplyListCount: demoLists.filter((list) => list.items.some((item) => item.productId === product.id)).length,
      createdAt: created,
      ...demoStock[product.id],
    };
    return { path: `products/${product.id}`, data: doc };
  });

  const suppliers = demoSuppliers.map(({ id, ...supplier }): SeedDocument => {
    const doc: SupplierDoc = { ...supplier, nameKey: supplier.name.toLowerCase(), createdAt: created };
    return { path: `suppliers/${id}`, data: doc };
  });

  const lists = demoLists.map((list): SeedDocument => {
    const doc: SupplyListDoc = {
      schoolId: list.schoolId,
      name: list.name,
      nameKey: list.name.toLowerCase(),
      totalPriceCents: list.items.length ? listTotal(list.items) : null,
      note: list.note,
      published: list.published,
      ...listItemsWrite(list.items),
      orderCount: demoOrders.filter((order) => order.listId === list.id).reduce((count, order) => count + orderCountDelta(null, order.status), 0),
      awaitingReview: false,
      createdAt: created,
      updatedAt: created,
    };
    return { path: `supplyLists/${list.id}`, data: doc };
  });

  const orders = demoOrders.map((order): SeedDocument => {
    const list = byId(demoLists, order.listId);
    const school = byId(demoSchools, list.schoolId);
    const account = demoAccounts.find((a) => a.uid === order.userId);
    const customer = account ?? { ...demoGuest, address: emptyAddress };
    const delivery = school.deliverToSchool
      ? { toSchool: true, ...emptyAddress }
      : { toSchool: false, ...(account?.address ?? { line1: '19 Elm Street', line2: '', city: 'Chatham', state: 'IL', zipCode: '62629' }) };
    const placedAt = at(order.daysAgo);
    const doc: Omit<OrderDoc, 'searchTerms'> = {
      status: order.status,
      userId: order.userId,
      emailKey: emailKey(customer.email),
      phoneKey: phoneKey(customer.phone),
      supplyListId: list.id,
      schoolId: school.id,
      studentFirstName: order.student.firstName,
      studentLastName: order.student.lastName,
      contact: {
        email: customer.email,
        phone: customer.phone,
        fullAddress: delivery.toSchool ? `${school.name}, ${school.fullAddress}` : formatFullAddress(delivery),
      },
      delivery,
      snapshot: {
        listName: list.name,
        schoolName: school.name,
        note: list.note,
        items: list.items.map((item) => {
          const product = byId(demoProducts, item.productId);
          return {
            productId: product.id,
            name: product.name,
            description: product.description,
            priceCents: product.priceCents ?? 0,
            quantity: item.quantity,
          };
        }),
        skippedItems: [],
        totalCents: listTotal(list.items),
      },
      placedAsGuest: !account,
      checkoutSessionId: null,
      checkoutUrl: null,
      requestFingerprint: null,
      paymentIntentId: null,
      checkoutId: order.id,
      paidAt: isPaidStatus(order.status) ? placedAt : null,
      handedOver: null,
      announced: [],
      itemChanges: [],
      shipmentId: null,
      money: null,
      paidWith: null,
      refunded: null,
      history: demoHistory(order.status, placedAt, account ? account.uid : ACTORS.family),
      ...stockTaken(order.status, list.items),
      locale: 'en',
      createdAt: placedAt,
      updatedAt: placedAt,
    };
    return { path: `orders/${order.id}`, data: { ...doc, searchTerms: orderSearchTerms(order.id, doc) } };
  });

  // Each school's pick totals, as checkout and the status moves keep them (newest box first: its names).
  const boxes = new PickTotalsMoves();
  const newestFirst = orders.map(({ data }) => data as OrderDoc).sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis());
  for (const order of newestFirst) boxes.move(order, null, order.status);
  const totals = demoSchools.map((school): SeedDocument => ({
    path: `pickTotals/${school.id}`,
    data: pickTotalsDoc(boxes.bySchool.get(school.id) ?? emptyPickTotals()),
  }));

  // What the paid boxes not yet packed need, per school and for the shop, as the status moves keep it.
  const needed = new DemandMoves();
  for (const order of newestFirst) needed.move(order, null, order.status);
  const demand = [...demandDocs(needed)].map(([id, data]): SeedDocument => ({ path: `demand/${id}`, data }));

  // Each school's packed boxes to it in no shipment, as the status moves and shipments keep them.
  const ready = new ReadyToShipMoves();
  for (const order of newestFirst) ready.move(null, order);
  const readyToShip = ready.changes().map(([schoolId, boxes]): SeedDocument => ({ path: `readyToShip/${schoolId}`, data: { schoolId, boxes } }));

  // Each order a checkout of one box, as the office's and the spec's checkouts place them.
  const checkouts = orders.map(({ path, data }): SeedDocument => {
    const orderId = path.slice('orders/'.length);
    return { path: `checkouts/${orderId}`, data: checkoutOfOrder(orderId, data as OrderDoc) };
  });

  // The Overview's paid boxes per day, as the payments count them.
  const paid = new PaidDaysMoves();
  for (const { data } of orders) {
    const { paidAt } = data as OrderDoc;
    if (paidAt) paid.add(paidAt.toDate());
  }
  const paidDays = [...paid.byDay].map(([day, hours]): SeedDocument => {
    const counts = Object.fromEntries(hours);
    return { path: `paidDays/${day}`, data: { day, boxes: Object.values(counts).reduce((sum, n) => sum + n, 0), hours: counts } };
  });

  // What each paid box sold for and cost, and the Margins tab's days, as the payments keep them at the demo products' costs.
  const demoCosts = new Map(Object.entries(demoStock).map(([id, stock]) => [id, stock.costCents]));
  const margins = new MarginDaysMoves();
  const orderMargins = orders.flatMap(({ path, data }): SeedDocument[] => {
    const order = data as OrderDoc;
    if (!order.paidAt) return [];
    const margin = { day: paidDayOf(order.paidAt.toDate()).day, lines: marginLinesOf(order, demoCosts) };
    margins.move({ ...order, margin }, 1);
    return [{ path: `orderMargins/${path.slice('orders/'.length)}`, data: margin }];
  });
  const marginDays = [...margins.byDay].map(([day, moves]): SeedDocument => {
    const rows = <C>(map: Map<string, C>) => Object.fromEntries(map);
    return { path: `marginDays/${day}`, data: { day, products: rows(moves.products), lists: rows(moves.lists), schools: rows(moves.schools) } };
  });

  return [
    ...users,
    ...schools,
    ...products,
    ...suppliers,
    ...lists,
    ...orders,
    ...checkouts,
    ...totals,
    ...demand,
    ...readyToShip,
    ...paidDays,
    ...orderMargins,
    ...marginDays,
  ];
}

/** What packing took off the shelf for a packed box, as the status moves record it: its items of tracked products. */
function stockTaken(status: OrderStatus, items: { productId: string; quantity: number }[]): Pick<OrderDoc, 'stockTaken'> {
  const taken = items.filter((item) => demoStock[item.productId]).map((item) => [item.productId, item.quantity]);
  return isPackedStatus(status) && taken.length ? { stockTaken: Object.fromEntries(taken) } : {};
}

const HOUR_MS = 60 * 60 * 1000;
const DEMO_ADMIN = demoAccounts.find((account) => account.role === 'administrator')!.uid;

/**
 * A demo order's changes, as the product records them: placed by its family, paid (or not) on
 * the payment page a minute later, then moved on by the administrator an hour after.
 */
function demoHistory(status: OrderDoc['status'], placedAt: Timestamp, family: string): OrderChange[] {
  const later = (ms: number) => Timestamp.fromMillis(placedAt.toMillis() + ms);
  const history: OrderChange[] = [{ at: placedAt, event: 'placed', from: null, to: 'AWAITING_PAYMENT', by: family }];
  if (status === 'AWAITING_PAYMENT') return history;
  if (status === 'PAYMENT_FAILED') return [...history, { at: later(60_000), event: 'paymentFailed', from: 'AWAITING_PAYMENT', to: status, by: ACTORS.stripe }];
  history.push({ at: later(60_000), event: 'paid', from: 'AWAITING_PAYMENT', to: 'PAYMENT_SUCCESS', by: ACTORS.stripe });
  if (status !== 'PAYMENT_SUCCESS') history.push({ at: later(HOUR_MS), event: 'set', from: 'PAYMENT_SUCCESS', to: status, by: DEMO_ADMIN });
  return history;
}
