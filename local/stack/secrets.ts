import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './profiles';

export interface LocalSecrets {
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  mailLinkSecret: string;
  mailLinkSecretPrevious: string;
  checkoutLinkSecret: string;
  checkoutLinkSecretPrevious: string;
}

/** The functions emulator reads its secrets from functions/.secret.local; the launcher shares them. */
export function localSecrets(): LocalSecrets {
  const values = new Map<string, string>();
  for (const line of readFileSync(resolve(ROOT, 'functions/.secret.local'), 'utf8').split('\n')) {
    const match = /^\s*([A-Z_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) values.set(match[1]!, match[2]!);
  }
  const read = (key: string) => {
    const value = values.get(key);
    if (!value) throw new Error(`functions/.secret.local has no ${key}`);
    return value;
  };
  return {
    stripeSecretKey: read('STRIPE_SECRET_KEY'),
    stripeWebhookSecret: read('STRIPE_WEBHOOK_SECRET'),
    mailLinkSecret: read('MAIL_LINK_SECRET'),
    mailLinkSecretPrevious: read('MAIL_LINK_SECRET_PREVIOUS'),
    checkoutLinkSecret: read('CHECKOUT_LINK_SECRET'),
    checkoutLinkSecretPrevious: read('CHECKOUT_LINK_SECRET_PREVIOUS'),
  };
}
