import type { School } from '@ssb/contract';

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
