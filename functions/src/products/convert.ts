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

/** A product as administrators see it: with how many lists use it ('Used in {n} supply lists'). */
export function toStaffProduct(id: string, doc: ProductDoc): Product {
  return { ...toApiProduct(id, doc), supplyListCount: doc.supplyListCount };
}
