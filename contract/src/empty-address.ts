import type { AddressFields } from './address';

/**
 * No address: a box delivered to its school, a guest or a profile without one. A module apart
 * from the address schemas, so that a screen that needs only this leaves the schema library out.
 */
export const emptyAddress: AddressFields = Object.freeze({ line1: '', line2: '', city: '', state: '', zipCode: '' });
