import type { SponsorshipPoolDoc } from '@ssb/documents';
import { collection } from '../lib/collections';

export type { SponsorshipPoolDoc };

/** A school's sponsorship pool, under the school's id (docs/decisions.md §25). */
export const sponsorshipPoolsCollection = collection.sponsorshipPools;

/** Where a gift is counted without a read: increments go around the converter, which checks whole values. */
export const poolIncrementRef = (schoolId: string) => sponsorshipPoolsCollection().doc(schoolId).withConverter(null);
