import type { ProductMapping, School, SupplyList } from '@ssb/contract';

/** Test data shaped like the API's answers. */
export function aSchool(overrides: Partial<School> = {}): School {
  return {
    id: 'school-lincoln',
    name: 'Lincoln Elementary School',
    address: { line1: '1200 Oak Street', city: 'Springfield', state: 'IL', zipCode: '62701' },
    fullAddress: '1200 Oak Street, Springfield, IL 62701',
    note: 'Boxes are delivered to the school office the week before classes start.',
    deliverToSchool: true,
    orderingOpensOn: null,
    orderingClosesOn: null,
    timeZone: null,
    orderingOpen: true,
    publishedListCount: 2,
    ...overrides,
  };
}

export const aHomeDeliverySchool = (overrides: Partial<School> = {}) =>
  aSchool({
    id: 'school-maple',
    name: 'Maple Grove Academy',
    address: { line1: '88 Maple Avenue', city: 'Chatham', state: 'IL', zipCode: '62629' },
    fullAddress: '88 Maple Avenue, Chatham, IL 62629',
    note: '',
    deliverToSchool: false,
    publishedListCount: 1,
    ...overrides,
  });

export function aMapping(name: string, quantity = 1, price = 2.5): ProductMapping {
  const id = `prod-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return { productId: id, quantity, product: { id, name, price, description: '' } };
}

const kindergartenItems = [
  aMapping('Crayons (24 count)', 2),
  aMapping('Glue Sticks (4 pack)', 2),
  aMapping('Safety Scissors'),
  aMapping('Pencil Box'),
  aMapping('Washable Markers (10 pack)'),
  aMapping('Facial Tissues (2 boxes)'),
  aMapping('Disinfecting Wipes'),
];

export function aList(overrides: Partial<SupplyList> = {}): SupplyList {
  return {
    id: 'list-lincoln-k',
    name: 'Kindergarten Supply List',
    schoolId: 'school-lincoln',
    school: { id: 'school-lincoln', name: 'Lincoln Elementary School' },
    totalPrice: 34.31,
    note: 'Please label the pencil box with your child’s name.',
    published: true,
    awaitingReview: false,
    productsMappings: kindergartenItems,
    optionalCount: 0,
    ...overrides,
  };
}
