import Stripe from 'stripe';
import { stripeApiTarget, stripeSecretKey } from '../config';

let client: Stripe | undefined;

export function stripe(): Stripe {
  client ??= new Stripe(stripeSecretKey.value(), { ...stripeApiTarget(), maxNetworkRetries: 2 });
  return client;
}
