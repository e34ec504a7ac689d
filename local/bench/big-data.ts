import {
  checkoutOfOrder,
  DemandMoves,
  demandWrite,
  schoolDemandId,
  SHOP_DEMAND_ID,
  listItemsWrite,
  paidDayWrite,
  PaidDaysMoves,
  PickTotalsMoves,
  pickTotalsWrite,
  type OrderDoc,
  type ProductDoc,
  type SchoolDoc,
  type SupplyListDoc,
} from '@ssb/documents';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  DEFAULT_TAX_CODE,
  emptyAddress,
  emailKey,
  orderSearchTerms,
  phoneKey,
  productTypes,
  schoolFullAddress,
  schoolSearchTerms,
  type SchoolAddress,
} from '@ssb/contract';

export interface Size {
  schools: number;
  listsPerSchool: number;
  products: number;
  orders: number;
}

export const FULL: Size = { schools: 200, listsPerSchool: 10, products: 500, orders: 50_000 };

const ITEMS_PER_LIST = 8;
const PUBLISHED_PER_SCHOOL = 8;
const pad = (n: number) => String(n).padStart(5, '0');

export const schoolId = (i: number) => `bench-school-${pad(i)}`;
export const listId = (school: number, list: number) => `bench-list-${pad(school)}-${list}`;
export const productId = (i: number) => `bench-product-${pad(i)}`;
export const orderId = (i: number) => `bench-order-${pad(i)}`;
/** Every 10,000th customer comes back: the lookup finds a handful of orders among many. */
export const customerOf = (order: number) => {
  const n = order % 10_000;
  return { email: `customer-${n}@example.com`, phone: `(555) 01${String(n).padStart(4, '0')}` };
};

/**
 * The school the dashboards open on (one no other probe orders at): it takes every 25th order,
 * 200 of the small set's 5,000 and 2,000 of the large set's 50,000.
 */
export const DASHBOARD_SCHOOL = 6;
/** Its orders leave this remainder by 25: none is one the administrator's probes delete on the small set. */
const DASHBOARD_ORDER = 20;

/** The school of order `o` among `schools`: every 25th order is the dashboard school's, the others go round (its turn to the school before it). */
export function orderSchool(o: number, schools: number): number {
  if (schools <= DASHBOARD_SCHOOL + 1) return o % schools;
  if (o % 25 === DASHBOARD_ORDER) return DASHBOARD_SCHOOL;
  const s = o % schools;
  return s === DASHBOARD_SCHOOL ? DASHBOARD_SCHOOL - 1 : s;
}

/** A signed-in parent: orders 2000-2029 are theirs, at 20 schools (GET /schools puts a family's schools first). */
export const BENCH_PARENT = 'bench-parent';
const isParentOrder = (o: number) => o >= 2000 && o < 2030;

/** Ten towns and fifty ZIP codes: a city finds one school in ten, a ZIP code one in fifty. */
const CITIES = ['Riverton', 'Lakeside', 'Fairview', 'Oak Grove', 'Milton', 'Ashland', 'Clinton', 'Georgetown', 'Salem', 'Franklin'];
export const benchSchoolAddress = (s: number): SchoolAddress => ({
  line1: `${s} Main Street`,
  city: CITIES[s % CITIES.length]!,
  state: 'IL',
  zipCode: String(62700 + (s % 50)),
});
export const schoolAddress = (s: number) => schoolFullAddress(benchSchoolAddress(s));

const productPrice = (i: number) => 99 + ((i * 37) % 2000);
const listItems = (school: number, list: number, products: number) =>
  Array.from({ length: ITEMS_PER_LIST }, (_, k) => ({ productId: productId((school * 7 + list * 13 + k * 31) % products), quantity: 1 + (k % 3) }));

/** Sets documents 500 to a batch: `put` each, then `flush` what is left. */
export function batchWriter(db: Firestore) {
  let batch = db.batch();
  let pending = 0;
  return {
    async put(path: string, data: object, merge = false) {
      batch.set(db.doc(path), data, { merge });
      if (++pending === 500) {
        await batch.commit();
        batch = db.batch();
        pending = 0;
      }
    },
    async flush() {
      if (pending) await batch.commit();
    },
  };
}

/** Writes the documents with index in [from, to) of each kind, 500 to a batch. */
export async function writeBenchData(db: Firestore, from: Size, to: Size): Promise<void> {
  const now = Timestamp.now();
  const { put, flush } = batchWriter(db);

  for (let i = from.products; i < to.products; i++) {
    const name = `Bench Product ${pad(i)}`;
    const doc: ProductDoc = {
      name,
      nameKey: name.toLowerCase(),
      description: 'A product for the benchmark.',
      priceCents: productPrice(i),
      productType: productTypes[i % 3]!,
      taxCode: DEFAULT_TAX_CODE,
      supplyListCount: 0,
      createdAt: now,
    };
    await put(`products/${productId(i)}`, doc);
  }
  for (let s = from.schools; s < to.schools; s++) {
    const schoolName = `Bench School ${pad(s)}`;
    const fullAddress = schoolAddress(s);
    const school: SchoolDoc = {
      name: schoolName,
      address: benchSchoolAddress(s),
      fullAddress,
      note: '',
      deliverToSchool: s % 4 !== 0,
      orderingOpensOn: null,
      orderingClosesOn: null,
      timeZone: null,
      searchTerms: schoolSearchTerms({ name: schoolName, fullAddress }),
      supplyListCount: to.listsPerSchool,
      publishedListCount: PUBLISHED_PER_SCHOOL,
      userCount: 0,
      createdAt: now,
    };
    await put(`schools/${schoolId(s)}`, school);
    for (let l = 0; l < to.listsPerSchool; l++) {
      const name = `Grade ${l} Supply List`;
      const list: SupplyListDoc = {
        schoolId: schoolId(s),
        name,
        nameKey: name.toLowerCase(),
        totalPriceCents: null,
        note: '',
        published: l < PUBLISHED_PER_SCHOOL,
        ...listItemsWrite(listItems(s, l, to.products)),
        orderCount: 0,
        awaitingReview: false,
        createdAt: now,
        updatedAt: now,
      };
      await put(`supplyLists/${listId(s, l)}`, list);
    }
  }
  // Each list counts its live orders, as checkout counts them: an administrator's cancellation takes one off.
  // Each school's pick totals count its boxes (all paid here), as checkout and the status moves keep them.
  const ordersOfList = new Map<string, number>();
  const boxes = new PickTotalsMoves();
  // What they need (all paid, none packed), per school and for the shop, as the status moves keep it.
  const demand = new DemandMoves();
  // The Overview's paid boxes per day, as the payments count them.
  const paidDays = new PaidDaysMoves();
  for (let o = from.orders; o < to.orders; o++) {
    const s = orderSchool(o, to.schools);
    const l = o % PUBLISHED_PER_SCHOOL;
    ordersOfList.set(listId(s, l), (ordersOfList.get(listId(s, l)) ?? 0) + 1);
    const customer = customerOf(o);
    const items = listItems(s, l, to.products);
    const snapshotItems = items.map((item) => ({ ...item, name: item.productId, description: '', priceCents: 199 }));
    const doc: Omit<OrderDoc, 'searchTerms'> = {
      status: 'PAYMENT_SUCCESS',
      userId: isParentOrder(o) ? BENCH_PARENT : `bench-guest-${o % 10_000}`,
      emailKey: emailKey(customer.email),
      phoneKey: phoneKey(customer.phone),
      supplyListId: listId(s, l),
      schoolId: schoolId(s),
      studentFirstName: 'Sam',
      studentLastName: `Student ${o}`,
      contact: { email: customer.email, phone: customer.phone, fullAddress: `Bench School ${pad(s)}` },
      delivery: { toSchool: true, ...emptyAddress },
      snapshot: {
        listName: `Grade ${l} Supply List`,
        schoolName: `Bench School ${pad(s)}`,
        note: '',
        items: snapshotItems,
        skippedItems: [],
        totalCents: snapshotItems.reduce((sum, i) => sum + i.priceCents * i.quantity, 0),
      },
      placedAsGuest: !isParentOrder(o),
      checkoutSessionId: null,
      checkoutUrl: null,
      requestFingerprint: null,
      paymentIntentId: null,
      checkoutId: orderId(o),
      paidAt: Timestamp.fromMillis(now.toMillis() - o * 1000),
      handedOver: null,
      announced: [],
      itemChanges: [],
      shipmentId: null,
      refunded: null,
      money: null,
      paidWith: null,
      history: [],
      locale: 'en',
      createdAt: Timestamp.fromMillis(now.toMillis() - o * 1000),
      updatedAt: now,
    };
    await put(`orders/${orderId(o)}`, { ...doc, searchTerms: orderSearchTerms(orderId(o), doc) });
    // A checkout of one box, as the office records one.
    await put(`checkouts/${orderId(o)}`, checkoutOfOrder(orderId(o), { ...doc, searchTerms: [] }));
    boxes.move(doc, null, doc.status);
    demand.move(doc, null, doc.status);
    paidDays.add(doc.paidAt!.toDate());
  }
  for (const [id, count] of ordersOfList) await put(`supplyLists/${id}`, { orderCount: FieldValue.increment(count) }, true);
  for (const [id, totals] of boxes.bySchool) await put(`pickTotals/${id}`, pickTotalsWrite(totals) ?? {}, true);
  for (const [id, change] of demand.bySchool) await put(`demand/${schoolDemandId(id)}`, demandWrite(change) ?? {}, true);
  await put(`demand/${SHOP_DEMAND_ID}`, demandWrite(demand.shop()) ?? {}, true);
  for (const [day, hours] of paidDays.byDay) await put(`paidDays/${day}`, paidDayWrite(day, hours), true);
  await flush();
}
