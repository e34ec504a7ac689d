import { isValidLinkSignature, linkSignature } from '../lib/signed-link';

// The cancel URL carries this token so that only the person sent to the checkout page can
// fail its order early; anyone else would need the server's secret to forge it.

const PURPOSE = 'cancel-checkout';

export const cancelToken = (orderId: string, secret: string): string => linkSignature(PURPOSE, orderId, secret);

export const isValidCancelToken = (orderId: string, token: string, secret: string): boolean => isValidLinkSignature(PURPOSE, orderId, token, secret);
