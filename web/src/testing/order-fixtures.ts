import type { Order } from '@ssb/contract';

/** An order as the API answers it (POST /orders/lookup, GET /orders/user/{id}): the contract's whole `Order`. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order-demo-0004',
    status: 'AWAITING_PAYMENT',
    createdAt: '2026-11-22T15:30:00.000Z',
    userId: 'guest-sam-lee',
    supplyListId: 'list-lincoln-k',
    schoolId: 'school-lincoln',
    studentFirstName: 'Noah',
    studentLastName: 'Lee',
    checkoutId: null,
    user: {
      email: 'sam.lee@example.com',
      phone: '(217) 555-0188',
      fullAddress: 'Lincoln Elementary School, 1200 Oak Street, Springfield, IL 62701',
    },
    supplyList: {
      name: 'Kindergarten Supply List',
      totalPrice: 34.31,
      note: 'Please label the pencil box with your child’s name.',
      school: { name: 'Lincoln Elementary School' },
      productsMappings: [
        { productId: 'prod-crayons', quantity: 2, product: { id: 'prod-crayons', name: 'Crayons (24 count)', price: 2.99, description: '' } },
        { productId: 'prod-scissors', quantity: 1, product: { id: 'prod-scissors', name: 'Safety Scissors', price: 2.79, description: '' } },
      ],
    },
    ...overrides,
  };
}

/** The boxes of one checkout (one order each, sharing `checkoutId`), in the order given. */
export function boxesOfCheckout(checkoutId: string, ...boxes: Partial<Order>[]): Order[] {
  return boxes.map((overrides, i) => anOrder({ id: `${checkoutId}-box-${i + 1}`, checkoutId, ...overrides }));
}
