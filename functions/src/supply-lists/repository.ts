import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

export interface ProductMappingDoc {
  productId: string;
  quantity: number;
}

/** A supplyLists document, with its product mappings embedded. Money is integer cents. */
export interface SupplyListDoc {
  schoolId: string;
  name: string;
  nameKey: string;
  /** Null means "auto-calculate from products". */
  totalPriceCents: number | null;
  note: string;
  published: boolean;
  items: ProductMappingDoc[];
  orderCount: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export const supplyListsCollection = () => db().collection('supplyLists');
