import { centsToDollars, type Product } from '@ssb/contract';
import type { ProductDoc } from './repository';

export function toApiProduct(id: string, doc: ProductDoc): Product {
  return {
    id,
    name: doc.name,
    description: doc.description,
    price: doc.priceCents === null ? null : centsToDollars(doc.priceCents),
    productType: doc.productType,
  };
}
