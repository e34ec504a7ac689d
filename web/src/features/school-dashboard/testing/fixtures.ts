import type { Order, Product, SchoolStatsResponse, SupplyList } from '@ssb/contract';
import { anOrder } from '@/testing/order-fixtures';

/** Test data shaped like the API's answers to a school's staff. */
function aProduct(name: string, price: number | null, id = `prod-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`): Product {
  return { id, name, description: '', price, productType: 'INDIVIDUAL', taxCode: 'txcd_99999999' };
}

export const pencils = aProduct('#2 Pencils (12 pack)', 3.49, 'prod-pencils');
export const crayons = aProduct('Crayons (24 count)', 2.99, 'prod-crayons');
const planner = aProduct('Student Planner', null, 'prod-planner');
export const products = [pencils, crayons, planner];
/** Shared by the class, so never optional. */
export const tissues: Product = { ...aProduct('Facial Tissues (2 boxes)', 4.99, 'prod-tissues'), productType: 'CLASSROOM' };

export function aList(overrides: Partial<SupplyList> = {}): SupplyList {
  return {
    id: 'list-draft',
    name: '5th Grade Supply List',
    schoolId: 'school-1',
    school: { id: 'school-1', name: 'Maple Elementary' },
    totalPrice: 6.98,
    note: '',
    published: false,
    awaitingReview: false,
    approval: null,
    productsMappings: [{ productId: pencils.id, quantity: 2, product: { id: pencils.id, name: pencils.name, price: pencils.price, description: '' } }],
    optionalCount: 0,
    orderCount: 0,
    ...overrides,
  };
}

export const aPublishedListWithOrders = (overrides: Partial<SupplyList> = {}) =>
  aList({ id: 'list-sold', name: 'Kindergarten Supply List', published: true, totalPrice: 34.31, orderCount: 3, ...overrides });

/** A school's answer fields of a school that sells all year. */
export const noOrderingWindow = { orderingOpensOn: null, orderingClosesOn: null, timeZone: null, orderingOpen: true } as const;

export function someStats(overrides: Partial<SchoolStatsResponse['stats']> = {}): SchoolStatsResponse['stats'] {
  return {
    total: 7,
    byStatus: { AWAITING_PAYMENT: 2, PAYMENT_SUCCESS: 1, PAYMENT_FAILED: 1, PREPARING: 1, COMPLETED: 1, CANCELLED: 1 },
    recent: { today: 2 },
    supplyListCount: 2,
    publishedListCount: 1,
    userCount: 1,
    ...overrides,
  };
}

export const someOrders = (): Order[] => [
  anOrder({ id: 'order-aaaa1111bbbb2222', schoolId: 'school-1' }),
  anOrder({ id: 'order-cccc3333dddd4444', status: 'PREPARING', studentFirstName: 'Mia', studentLastName: 'Rivera', schoolId: 'school-1' }),
];
