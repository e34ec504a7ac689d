import type { Timestamp } from 'firebase-admin/firestore';
import type { ProductType } from '@ssb/contract';
import { db } from '../lib/firebase';

/** A products document. Money is integer cents; `supplyListCount` moves with list edits. */
export interface ProductDoc {
  name: string;
  /** Lower-cased name for prefix search. */
  nameKey: string;
  description: string;
  priceCents: number | null;
  productType: ProductType;
  supplyListCount: number;
  createdAt: Timestamp;
}

export const productsCollection = () => db().collection('products');
