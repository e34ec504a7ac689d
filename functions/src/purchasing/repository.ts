import { collection } from '../lib/collections';

/** The demand counters: `demand/shop` and one per school (documents' demand.ts). */
export const demandCollection = collection.demand;
