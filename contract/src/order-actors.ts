/**
 * Who made an order's change, as its timeline names them when no person's account made it:
 * `stripe` (a payment event), `family` (a guest, or the payment page's Cancel), `system`. No
 * schema here: the staff's order page reads it without the schema library.
 */
export const orderActorKinds = ['stripe', 'family', 'system'] as const;
export type OrderActorKind = (typeof orderActorKinds)[number];
