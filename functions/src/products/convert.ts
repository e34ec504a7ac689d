import { centsToDollars, type Product } from '@ssb/contract';
import { photoUrls } from './photos';
import type { ProductDoc } from './repository';

export function toApiProduct(id: string, doc: ProductDoc): Product {
  return {
    id,
    name: doc.name,
    description: doc.description,
    price: doc.priceCents === null ? null : centsToDollars(doc.priceCents),
    productType: doc.productType,
    taxCode: doc.taxCode,
    ...photoUrls(id, doc.photo),
  };
}

/**
 * A product as administrators see it: with how many lists use it ('Used in {n} supply lists'),
 * and what the vendor keeps of it (cost, supplier, stock), each only when set.
 */
export function toStaffProduct(id: string, doc: ProductDoc): Product {
  return {
    ...toApiProduct(id, doc),
    supplyListCount: doc.supplyListCount,
    ...(doc.sku === undefined ? {} : { sku: doc.sku }),
    ...(doc.supplierId === undefined ? {} : { supplierId: doc.supplierId }),
    ...(doc.costCents === undefined ? {} : { cost: centsToDollars(doc.costCents) }),
    ...(doc.packSize === undefined ? {} : { packSize: doc.packSize }),
    ...(doc.stockOnHand === undefined ? {} : { stockOnHand: doc.stockOnHand }),
    ...(doc.reorderPoint === undefined ? {} : { reorderPoint: doc.reorderPoint }),
  };
}
