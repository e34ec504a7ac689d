import { describe, expect, it } from 'vitest';
import { isPackedStatus, orderingState, orderStatuses, productTypes, type OrderingWindow, type OrderStatus } from '@ssb/contract';
import { collections } from '@ssb/documents';
import { buildSeedDocuments } from './build-documents';

const seededAt = new Date('2026-08-01T12:00:00Z');
const docs = buildSeedDocuments(seededAt);
type Fields = Record<string, unknown> & { id: string };
const inCollection = (name: string): Fields[] =>
  docs.filter((d) => d.path.startsWith(`${name}/`)).map((d) => ({ ...(d.data as Record<string, unknown>), id: d.path.split('/')[1]! }));

const schools = inCollection('schools');
const products = inCollection('products');
const lists = inCollection('supplyLists');
const orders = inCollection('orders');
const users = inCollection('users');
const pickTotals = inCollection('pickTotals');
const checkouts = inCollection('checkouts');
const demand = inCollection('demand');
const suppliers = inCollection('suppliers');

describe('demo seed', () => {
  it('writes only documents that match their collection’s schema, as the API reads them', () => {
    for (const { path, data } of docs) {
      const name = path.split('/')[0] as keyof typeof collections;
      expect(collections[name], path).toBeDefined();
      const { converter } = collections[name] as { converter: { toFirestore(data: object): object } };
      expect(() => converter.toFirestore(data), path).not.toThrow();
    }
  });

  it('has schools that deliver to school and one that does not, and one with a note', () => {
    expect(schools.length).toBeGreaterThanOrEqual(3);
    expect(schools.some((s) => s.deliverToSchool === false)).toBe(true);
    expect(schools.some((s) => s.deliverToSchool === true)).toBe(true);
    expect(schools.some((s) => typeof s.note === 'string' && s.note.length > 0)).toBe(true);
  });

  it('shows every state of an ordering window, and keeps the schools the tests order from open for days', () => {
    const stateOf = (id: string, at = seededAt) => orderingState(schools.find((s) => s.id === id) as unknown as OrderingWindow, at);
    expect(stateOf('school-lincoln')).toEqual({ phase: 'open', closesOn: '2026-08-04', daysLeft: 3 });
    expect(stateOf('school-lincoln', new Date('2026-08-04T23:00:00-05:00')).phase).toBe('open');
    expect(stateOf('school-maple')).toEqual({ phase: 'always' });
    expect(stateOf('school-riverside')).toEqual({ phase: 'after', closesOn: '2026-07-22' });
    expect(stateOf('school-cedar')).toEqual({ phase: 'before', opensOn: '2026-08-15' });
  });

  it('has at least 12 products covering every product type', () => {
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(new Set(products.map((p) => p.productType))).toEqual(new Set(productTypes));
  });

  it('has draft and published lists, a published one with 5+ items and a published one with orders', () => {
    expect(lists.some((l) => l.published === false)).toBe(true);
    expect(lists.some((l) => l.published === true && (l.items as unknown[]).length >= 5)).toBe(true);
    expect(lists.some((l) => l.published === true && orders.some((o) => o.supplyListId === l.id))).toBe(true);
  });

  it('marks Individual products optional only, on a published list of the representative’s school and of a school that delivers home', () => {
    const optional = (list: Fields) => (list.items as { productId: string; optional?: true }[]).filter((item) => item.optional);
    for (const list of lists) for (const item of optional(list)) expect(products.find((p) => p.id === item.productId)?.productType).toBe('INDIVIDUAL');
    const offering = lists.filter((l) => l.published === true && optional(l).length > 0);
    const rep = users.find((u) => u.email === 'rep@example.com');
    expect(offering.some((l) => l.schoolId === rep?.schoolId)).toBe(true);
    expect(offering.some((l) => schools.find((s) => s.id === l.schoolId)?.deliverToSchool === false)).toBe(true);
  });

  it('has orders in every status, all on published lists', () => {
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(orderStatuses));
    for (const order of orders) expect(lists.find((l) => l.id === order.supplyListId)?.published).toBe(true);
  });

  it('gives the parent a saved address and past orders', () => {
    const parent = users.find((u) => u.email === 'parent@example.com');
    expect(parent?.line1).toBeTruthy();
    expect(orders.filter((o) => o.userId === parent?.id).length).toBeGreaterThan(1);
  });

  it('keeps every counter equal to what it counts', () => {
    for (const school of schools) {
      const own = lists.filter((l) => l.schoolId === school.id);
      expect(school.supplyListCount).toBe(own.length);
      expect(school.publishedListCount).toBe(own.filter((l) => l.published).length);
      expect(school.userCount).toBe(users.filter((u) => u.schoolId === school.id).length);
    }
    // A list counts its live orders only: a failed or cancelled checkout locks nothing.
    const live = new Set(['AWAITING_PAYMENT', 'PAYMENT_SUCCESS', 'PREPARING', 'COMPLETED']);
    for (const list of lists) expect(list.orderCount).toBe(orders.filter((o) => o.supplyListId === list.id && live.has(o.status as string)).length);
    for (const product of products) {
      const using = lists.filter((l) => (l.items as { productId: string }[]).some((i) => i.productId === product.id));
      expect(product.supplyListCount).toBe(using.length);
    }
    // A school's pick totals count its boxes: paid, not yet handed out.
    for (const school of schools) {
      const boxes = orders.filter((o) => o.schoolId === school.id && (o.status === 'PAYMENT_SUCCESS' || o.status === 'PREPARING'));
      const totals = pickTotals.find((t) => t.id === school.id) as { boxes: number; supplyLists: Record<string, { boxes: number }> } | undefined;
      expect(totals?.boxes, school.id).toBe(boxes.length);
      for (const [listId, list] of Object.entries(totals!.supplyLists)) expect(list.boxes).toBe(boxes.filter((o) => o.supplyListId === listId).length);
    }
  });

  it('keeps demand as the status moves do: per school and for the shop, what paid boxes not yet packed hold', () => {
    const needed = (which: Fields[]) => {
      const units: Record<string, number> = {};
      for (const order of which.filter((o) => o.status === 'PAYMENT_SUCCESS'))
        for (const item of (order.snapshot as { items: { productId: string; quantity: number }[] }).items)
          units[item.productId] = (units[item.productId] ?? 0) + item.quantity;
      return units;
    };
    expect(demand.find((d) => d.id === 'shop')?.products).toEqual(needed(orders));
    expect(Object.keys(needed(orders)).length).toBeGreaterThan(0);
    for (const school of schools) {
      const own = demand.find((d) => d.id === `school_${school.id}`);
      expect(own?.products ?? {}, school.id).toEqual(needed(orders.filter((o) => o.schoolId === school.id)));
    }
  });

  it('gives two schools delivered to a delivery day (one soon, one later) with its contact, and counts their boxes ready to ship', () => {
    const dated = schools.filter((s) => s.deliveryDate).sort((a, b) => String(a.deliveryDate).localeCompare(String(b.deliveryDate)));
    expect(dated.map((s) => [s.id, s.deliveryDate])).toEqual([
      ['school-lincoln', '2026-08-06'],
      ['school-riverside', '2026-08-22'],
    ]);
    for (const school of dated) {
      expect(school.deliverToSchool).toBe(true);
      expect(school.deliveryContact).toMatchObject({ name: expect.any(String), phone: expect.any(String) });
      expect(school.deliveryInstructions).toBeTruthy();
    }
    const ready = (schoolId: string) =>
      orders.filter((o) => o.schoolId === schoolId && isPackedStatus(o.status as OrderStatus) && (o.delivery as { toSchool: boolean }).toSchool).length;
    expect(inCollection('readyToShip').map((c) => [c.id, c.boxes])).toEqual([
      ['school-lincoln', ready('school-lincoln')],
      ['school-riverside', ready('school-riverside')],
    ]);
    expect(ready('school-lincoln')).toBeGreaterThan(0);
  });

  it('buys from a few suppliers, and gives most products a SKU, a supplier, a cost below the price, a pack size and stock', () => {
    expect(suppliers.length).toBeGreaterThanOrEqual(2);
    for (const supplier of suppliers) expect(supplier.nameKey).toBe((supplier.name as string).toLowerCase());
    const stocked = products.filter((p) => p.stockOnHand !== undefined);
    expect(stocked.length).toBeGreaterThanOrEqual(12);
    for (const product of stocked) {
      expect(
        suppliers.map((s) => s.id),
        product.id,
      ).toContain(product.supplierId);
      expect(product.sku, product.id).toMatch(/^[A-Z0-9-]+$/);
      expect(Number.isInteger(product.costCents), product.id).toBe(true);
      if (product.priceCents !== null) expect(product.costCents as number, product.id).toBeLessThan(product.priceCents as number);
      expect(product.packSize as number, product.id).toBeGreaterThanOrEqual(1);
      expect(product.reorderPoint as number, product.id).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(stocked.map((p) => p.sku)).size).toBe(stocked.length);
    expect(new Set(stocked.map((p) => p.supplierId)).size).toBe(suppliers.length);
  });

  it('leaves some products short against what the paid boxes not yet packed need, and others enough', () => {
    const needed = demand.find((d) => d.id === 'shop')!.products as Record<string, number>;
    const onHand = (id: string) => products.find((p) => p.id === id)?.stockOnHand as number | undefined;
    const tracked = Object.keys(needed).filter((id) => onHand(id) !== undefined);
    expect(tracked.filter((id) => needed[id]! > onHand(id)!).length).toBeGreaterThanOrEqual(2);
    expect(tracked.some((id) => needed[id]! <= onHand(id)!)).toBe(true);
  });

  it('records on each packed box the tracked stock packing took, as the status moves do', () => {
    const tracked = new Set(products.filter((p) => p.stockOnHand !== undefined).map((p) => p.id));
    for (const order of orders) {
      const items = (order.snapshot as { items: { productId: string; quantity: number }[] }).items.filter((i) => tracked.has(i.productId));
      if (isPackedStatus(order.status as OrderStatus) && items.length)
        expect(order.stockTaken, order.id).toEqual(Object.fromEntries(items.map((i) => [i.productId, i.quantity])));
      else expect(order, order.id).not.toHaveProperty('stockTaken');
    }
  });

  it('places each order as a checkout of one box, named by the order, for its amount', () => {
    expect(checkouts.map((c) => c.id)).toEqual(orders.map((o) => o.id));
    for (const order of orders) {
      expect(order.checkoutId).toBe(order.id);
      const total = (order.snapshot as { totalCents: number }).totalCents;
      expect(checkouts.find((c) => c.id === order.id)).toMatchObject({ orderIds: [order.id], amountCents: total, sessionId: null });
    }
  });

  it('charges each order the sum of its snapshot items, in integer cents', () => {
    for (const order of orders) {
      const snapshot = order.snapshot as { items: { priceCents: number; quantity: number }[]; totalCents: number };
      expect(Number.isInteger(snapshot.totalCents)).toBe(true);
      expect(snapshot.totalCents).toBe(snapshot.items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0));
    }
  });
});
