// Rules about orders the admin screen shares with the API, without zod (see forms/staff.ts).

/** The order number people see and quote: the last 8 characters of the order's id (docs/product.md §2, §9). */
export const orderNumberOf = (orderId: string): string => orderId.slice(-8);

/** The order number as the screens and files show it: '#' and its last 8 characters. */
export const orderNumberText = (orderId: string): string => `#${orderNumberOf(orderId)}`;
