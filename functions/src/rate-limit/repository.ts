import { collection } from '../lib/collections';

/** The rate limits' windows and the lookup locks, under their keys hashed. */
export const rateLimitsCollection = collection.rateLimits;
