import type { ProductMapping, School, SupplyList } from '@ssb/contract';
import { aSchool } from '@/testing/school-fixtures';

export { aSchool };

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
    approval: null,
    productsMappings: kindergartenItems,
    optionalCount: 0,
    ...overrides,
  };
}
