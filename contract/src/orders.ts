import { z } from 'zod';
import { OrderStatus } from './enums';
import { ProductMapping } from './catalog';
import { id, text } from './fields';

/** An order as the API returns it (spec §3 Order), built from the order's snapshot. */
export const Order = z.object({
  id: z.string(),
  status: OrderStatus,
  createdAt: z.string(),
  userId: z.string(),
  supplyListId: z.string(),
  schoolId: z.string(),
  studentFirstName: z.string(),
  studentLastName: z.string(),
  user: z.object({ email: z.string(), phone: z.string(), fullAddress: z.string() }),
  supplyList: z.object({
    name: z.string(),
    totalPrice: z.number(),
    note: z.string(),
    school: z.object({ name: z.string() }),
    productsMappings: z.array(ProductMapping),
  }),
});
export type Order = z.infer<typeof Order>;

export const DeliveryAddress = z.object({
  line1: text(200).default(''),
  line2: text(200).default(''),
  city: text(100).default(''),
  state: text(50).default(''),
  zipCode: text(20).default(''),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

const checkoutFields = {
  studentFirstName: text(100).default(''),
  studentLastName: text(100).default(''),
  supplyListId: id,
  address: DeliveryAddress.optional(),
};

export const GuestCheckoutRequest = z.object({
  email: text(254).default(''),
  phone: text(40).default(''),
  ...checkoutFields,
});
export type GuestCheckoutRequest = z.infer<typeof GuestCheckoutRequest>;

export const UserCheckoutRequest = z.object({ userId: id, ...checkoutFields });
export type UserCheckoutRequest = z.infer<typeof UserCheckoutRequest>;

export const CheckoutResponse = z.object({
  success: z.boolean(),
  checkoutUrl: z.string().optional(),
  error: z.string().optional(),
  requiresLogin: z.boolean().optional(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const OrderLookupRequest = z.object({ email: text(254).default(''), phone: text(40).default('') });
const optionalId = id.optional();

/** GET /orders filters (spec §7): at most one of userId, supplyListId, schoolId, plus a status. */
export const OrdersQuery = z
  .object({ userId: optionalId, supplyListId: optionalId, schoolId: optionalId, status: OrderStatus.optional() })
  .refine((q) => [q.userId, q.supplyListId, q.schoolId].filter(Boolean).length <= 1, {
    message: 'filter by one of userId, supplyListId or schoolId at a time',
  });
export type OrdersQuery = z.infer<typeof OrdersQuery>;
