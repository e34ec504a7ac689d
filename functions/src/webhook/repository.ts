import { collection } from '../lib/collections';

/** One document per Stripe event applied, under its id. */
export const stripeEventsCollection = collection.stripeEvents;
