import { demandShortfall, type DemandRow } from '@ssb/contract';
import { schoolDemandId, SHOP_DEMAND_ID } from '@ssb/documents';
import { getAll } from '../lib/collections';
import { productsCollection } from '../products/repository';
import { demandCollection } from './repository';

/**
 * What the paid boxes not yet packed need, per product (docs/decisions.md §26): of one school's
 * boxes or the whole shop's, of one supplier's products or all. Read from the kept counters (one
 * document) and the products they name, never from the orders: its cost is the catalogue's, not
 * the orders'. A school or supplier with nothing needed (or none by that id) answers no rows.
 */
export async function readDemand(filter: { schoolId?: string; supplierId?: string }): Promise<DemandRow[]> {
  const counters = await demandCollection()
    .doc(filter.schoolId === undefined ? SHOP_DEMAND_ID : schoolDemandId(filter.schoolId))
    .get();
  const needed = Object.entries(counters.data()?.products ?? {}).filter(([, units]) => units > 0);
  const products = await getAll(needed.map(([id]) => productsCollection().doc(id)));
  const rows: DemandRow[] = [];
  products.forEach((snapshot, i) => {
    const product = snapshot.data();
    if (!product || (filter.supplierId !== undefined && product.supplierId !== filter.supplierId)) return;
    const units = needed[i]![1];
    const onHand = product.stockOnHand ?? null;
    const onOrder = product.onOrder ?? 0;
    rows.push({
      productId: snapshot.id,
      name: product.name,
      sku: product.sku ?? null,
      supplierId: product.supplierId ?? null,
      needed: units,
      onHand,
      onOrder,
      shortfall: demandShortfall(units, onHand, onOrder),
    });
  });
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.productId.localeCompare(b.productId));
}
