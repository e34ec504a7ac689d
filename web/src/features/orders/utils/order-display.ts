import { MY_ORDERS_TEXTS } from '../texts';

/** Spec §9: an order is shown by the last 8 characters of its id. */
export const orderNumberOf = MY_ORDERS_TEXTS.card.orderNumber;
