import { z } from 'zod/mini';

export const userTypes = ['ADMIN', 'USER', 'GUEST'] as const;
export const UserType = z.enum(userTypes);
export type UserType = z.infer<typeof UserType>;

export const productTypes = ['INDIVIDUAL', 'CLASSROOM', 'SCHOOL_WIDE'] as const;
export const ProductType = z.enum(productTypes);
export type ProductType = z.infer<typeof ProductType>;

export const orderStatuses = ['AWAITING_PAYMENT', 'PAYMENT_SUCCESS', 'PAYMENT_FAILED', 'PREPARING', 'COMPLETED', 'CANCELLED'] as const;
export const OrderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatus>;
