import { orderNumberText } from '@ssb/contract';

/** docs/product.md §9: an order is shown by the last 8 characters of its id. */
export const orderNumberOf = orderNumberText;
