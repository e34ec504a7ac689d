import { z } from 'zod/mini';
import { optionalText, text } from './fields';
import { ADDRESS_MAX_LENGTH } from './limits';

/** The fields of an address (docs/product.md §3 User), each a text field made by `field` with its length limit. */
const addressOf = <F extends z.core.SomeType>(field: (max: number) => F) =>
  z.object({
    line1: field(ADDRESS_MAX_LENGTH.line1),
    line2: field(ADDRESS_MAX_LENGTH.line2),
    city: field(ADDRESS_MAX_LENGTH.city),
    state: field(ADDRESS_MAX_LENGTH.state),
    zipCode: field(ADDRESS_MAX_LENGTH.zipCode),
  });

/** An address as profiles and the order form carry it. */
export const AddressFields = addressOf(text);
export type AddressFields = z.infer<typeof AddressFields>;

/** A delivery address in a checkout request: a field left out is empty. */
export const DeliveryAddress = addressOf(optionalText);
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;
