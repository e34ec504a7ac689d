import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { collections } from './index';

const { converter } = collections.schools;
const school = {
  name: 'Lincoln Elementary School',
  fullAddress: '1200 Oak Street',
  note: '',
  deliverToSchool: true,
  supplyListCount: 0,
  publishedListCount: 0,
  userCount: 0,
  createdAt: Timestamp.fromMillis(0),
};
const read = (data: object) => converter.fromFirestore({ data: () => data, ref: { path: 'schools/lincoln' } } as unknown as QueryDocumentSnapshot);

describe('the schools converter', () => {
  it('when a school was stored before ordering windows, then it reads as one that sells all year', () => {
    expect(read(school)).toMatchObject({ orderingOpensOn: null, orderingClosesOn: null, timeZone: null });
  });

  it('when a school was stored before the shop searched, then it reads with no search keys', () => {
    expect(read(school)).toMatchObject({ searchTerms: [] });
  });

  it('when a school was stored before schools had addresses, then it reads with none (npm run migrate:school-addresses gives it one)', () => {
    expect(read(school)).toMatchObject({ address: null, fullAddress: '1200 Oak Street' });
  });

  it('when a school has an address, then it reads and writes as it is; a state or ZIP code that cannot be one is refused', () => {
    const address = { line1: '1200 Oak Street', city: 'Springfield', state: 'IL' as const, zipCode: '62701' };
    expect(read({ ...school, address })).toMatchObject({ address });
    expect(converter.toFirestore({ ...school, address, orderingOpensOn: null, orderingClosesOn: null, timeZone: null, searchTerms: [] })).toMatchObject({
      address,
    });
    for (const broken of [
      { ...address, state: 'Illinois' },
      { ...address, zipCode: '6270' },
      { ...address, line1: '' },
    ]) {
      expect(() => read({ ...school, address: broken }), JSON.stringify(broken)).toThrow(/does not match its schema/);
    }
  });

  it('when a stored window is whole, then it reads and writes as it is', () => {
    const window = { orderingOpensOn: '2026-08-01', orderingClosesOn: '2026-08-31', timeZone: 'America/Chicago' };
    expect(read({ ...school, ...window })).toMatchObject(window);
    expect(converter.toFirestore({ ...school, address: null, searchTerms: [], ...window })).toMatchObject(window);
  });

  it('when a window breaks the rule, then neither a read nor a whole write takes it', () => {
    const broken = [
      { orderingOpensOn: '2026-08-01', orderingClosesOn: null, timeZone: 'America/Chicago' },
      { orderingOpensOn: '2026-08-31', orderingClosesOn: '2026-08-01', timeZone: 'America/Chicago' },
      { orderingOpensOn: '2026-08-01', orderingClosesOn: '2026-08-31', timeZone: null },
      { orderingOpensOn: '2026-08-01', orderingClosesOn: '2026-08-31', timeZone: 'Mars/Olympus' },
      { orderingOpensOn: '1 August', orderingClosesOn: '2026-08-31', timeZone: 'America/Chicago' },
    ];
    for (const window of broken) {
      expect(() => read({ ...school, ...window }), JSON.stringify(window)).toThrow(/schools\/lincoln does not match its schema: ordering|timeZone/);
      expect(() => converter.toFirestore({ ...school, address: null, searchTerms: [], ...window }), JSON.stringify(window)).toThrow(
        /does not match its schema/,
      );
    }
  });
});
