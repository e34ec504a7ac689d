import { orderFromStored, type Order } from '@ssb/contract';
import type { OrderDoc } from './repository';

/** The spec's Order shape, built from the snapshot taken at checkout (the browser's listeners build the same). */
export const toApiOrder = (id: string, doc: OrderDoc): Order => orderFromStored(id, doc, doc.createdAt.toDate());
