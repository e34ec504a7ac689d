import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  orderCountDelta,
  orderSearchTerms,
  schoolFullAddress,
  schoolSearchTerms,
  type OrderingWindow,
  type OrderStatus,
  type SchoolAddress,
  type SearchedOrder,
} from '@ssb/contract';
import { DemandMoves, demandWrite, listItemsWrite, PickTotalsMoves, pickTotalsWrite, schoolDemandId, SHOP_DEMAND_ID, type OrderDoc } from '@ssb/documents';
import { checkCalled } from './answers';
import { bearer } from './auth';
import { stack, testDb } from './stack';

// Schools, products, lists and orders no other test touches, written straight into
// Firestore, so a school dashboard test can assert exact counters and statistics while the
// other workers use the demo data. (Publishing is the admin dashboard's call; tests that
// need a published list write it here.)

const tag = () => randomUUID().slice(0, 8);

/**
 * Where every test school is, as the API stores a school's address: its parts and the line made
 * from them. In Oregon, which has no sales tax, so a test's totals are its lists' prices.
 */
export const TEST_SCHOOL_ADDRESS: SchoolAddress = { line1: '9 Test Road', city: 'Portland', state: 'OR', zipCode: '97201' };
const SCHOOL_ADDRESS = schoolFullAddress(TEST_SCHOOL_ADDRESS);

/** A school with no lists yet; one with a `window` sells only within it (without, all year). */
export async function createPrivateSchool(
  name = `Dashboard School ${tag()}`,
  { deliverToSchool = true, window }: { deliverToSchool?: boolean; window?: OrderingWindow } = {},
): Promise<string> {
  const id = `test-school-${tag()}`;
  await testDb()
    .doc(`schools/${id}`)
    .set({
      name,
      address: TEST_SCHOOL_ADDRESS,
      fullAddress: SCHOOL_ADDRESS,
      note: '',
      deliverToSchool,
      ...window,
      searchTerms: schoolSearchTerms({ name, fullAddress: SCHOOL_ADDRESS }),
      supplyListCount: 0,
      publishedListCount: 0,
      userCount: 0,
      createdAt: new Date(),
    });
  return id;
}

/** Products with these prices in cents (null: no price), in order. */
export async function createPrivateProducts(prices: (number | null)[]): Promise<string[]> {
  const batch = testDb().batch();
  const ids = prices.map((priceCents, i) => {
    const id = `test-product-${tag()}`;
    const name = `Test Product ${i} ${id}`;
    batch.set(testDb().doc(`products/${id}`), {
      name,
      nameKey: name.toLowerCase(),
      description: '',
      priceCents,
      productType: 'INDIVIDUAL',
      supplyListCount: 0,
      createdAt: new Date(),
    });
    return id;
  });
  await batch.commit();
  return ids;
}

export interface ListFields {
  published?: boolean;
  /** `optional`: an Individual product a family may leave out of its box. */
  items?: { productId: string; quantity: number; optional?: true }[];
  totalPriceCents?: number | null;
  orderCount?: number;
  name?: string;
}

/**
 * What a new list moves on its school, as the API would: its lists, and its published lists when
 * published. A test that writes a list itself moves them too: a school's counters that lag go
 * below zero when a new school year archives its lists, and the school then no longer reads.
 */
export const newListCounters = (published: boolean) => ({
  supplyListCount: FieldValue.increment(1),
  ...(published ? { publishedListCount: FieldValue.increment(1) } : {}),
});

/** A list of the school, its counters (school and products) moved as the API would. */
export async function writeList(schoolId: string, fields: ListFields = {}): Promise<string> {
  const { published = false, items = [], totalPriceCents = null, orderCount = 0, name = `Test List ${tag()}` } = fields;
  const id = `test-list-${tag()}`;
  const db = testDb();
  const batch = db.batch();
  const now = new Date();
  batch.set(db.doc(`supplyLists/${id}`), {
    schoolId,
    name,
    nameKey: name.toLowerCase(),
    totalPriceCents,
    note: '',
    published,
    ...listItemsWrite(items),
    orderCount,
    createdAt: now,
    updatedAt: now,
  });
  batch.update(db.doc(`schools/${schoolId}`), newListCounters(published));
  for (const item of items) batch.update(db.doc(`products/${item.productId}`), { supplyListCount: FieldValue.increment(1) });
  await batch.commit();
  return id;
}

/**
 * Orders of a list in the given statuses, the newest `newestAt` (ms) and each a second older
 * than the one before, with contacts of their own; the list's order counter, the school's
 * pick totals and demand move with them as the API moves them (live orders; boxes).
 * `fields` replaces fields of the demo order they copy (a snapshot of the test's own list).
 */
/**
 * An order to store, with the search keys of its own id, student, e-mail and phone (as the API
 * writes them): a copy of a demo order keeping the demo's keys would be found by its searches.
 * It is a checkout of one box, named by its id: a copy keeping the demo's checkout would be a
 * box of the demo order's checkout.
 */
export const searchableOrder = (id: string, order: Record<string, unknown>) => ({
  ...order,
  checkoutId: id,
  searchTerms: orderSearchTerms(id, order as unknown as SearchedOrder),
});

export async function writeOrders(
  schoolId: string,
  listId: string,
  statuses: OrderStatus[],
  newestAt = Date.now() - 60_000,
  fields: Record<string, unknown> = {},
): Promise<string[]> {
  const db = testDb();
  const template = (await db.doc('orders/order-demo-0004').get()).data()!;
  const ids: string[] = [];
  for (let start = 0; start < statuses.length; start += 400) {
    const batch = db.batch();
    const boxes = new PickTotalsMoves();
    const demand = new DemandMoves();
    for (let i = start; i < Math.min(statuses.length, start + 400); i++) {
      const id = `school-order-${tag()}${tag()}`;
      ids.push(id);
      const createdAt = Timestamp.fromMillis(newestAt - i * 1000);
      const contact = { emailKey: `school-${tag()}@example.com`, phoneKey: '2175550000', userId: `school-guest-${tag()}` };
      const order = searchableOrder(id, {
        ...template,
        ...contact,
        ...fields,
        status: statuses[i],
        schoolId,
        supplyListId: listId,
        createdAt,
        updatedAt: createdAt,
      }) as unknown as OrderDoc;
      batch.set(db.doc(`orders/${id}`), order);
      // Counted in the school's pick totals and demand, as the API counts what it creates.
      boxes.move(order, null, order.status);
      demand.move(order, null, order.status);
    }
    const counted = statuses.slice(start, start + 400).reduce((sum, status) => sum + orderCountDelta(null, status), 0);
    batch.update(db.doc(`supplyLists/${listId}`), { orderCount: FieldValue.increment(counted) });
    const moved = boxes.bySchool.get(schoolId);
    if (moved) batch.set(db.doc(`pickTotals/${schoolId}`), pickTotalsWrite(moved) ?? {}, { merge: true });
    const needed = demandWrite(demand.shop());
    if (needed) for (const doc of [schoolDemandId(schoolId), SHOP_DEMAND_ID]) batch.set(db.doc(`demand/${doc}`), needed, { merge: true });
    await batch.commit();
  }
  return ids;
}

/** A stored document's data, for reading back what a request did or did not write. */
export const stored = async (path: string) => (await testDb().doc(path).get()).data();

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/**
 * One API call as `token` (null: anonymous); the answer's status and JSON body (null when empty),
 * checked against the API's description first: a status its route does not list, or a body that
 * is not exactly its schema's, fails the test (support/answers.ts).
 */
export async function call<T = Record<string, unknown>>(method: string, path: string, token: string | null, body?: unknown): Promise<Answer<T>> {
  const res = await fetch(`${stack.app}/api${path}`, {
    method,
    headers: { ...(token ? bearer(token) : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const answer: unknown = text ? JSON.parse(text) : null;
  checkCalled(method, path, res.status, answer);
  return { status: res.status, body: answer as T };
}
