import { isValidLinkSignature, linkSignature, type LinkKeys } from '../lib/signed-link';

// The cancel URL carries this token so that only the person sent to the checkout page can
// fail its order early; anyone else would need the server's key to forge it. It does not
// expire: once the session has ended it changes nothing.

const PURPOSE = 'cancel-checkout';

export const cancelToken = (orderId: string, keys: LinkKeys): string => linkSignature(PURPOSE, orderId, keys.current);

export const isValidCancelToken = (orderId: string, token: string, keys: LinkKeys): boolean => isValidLinkSignature(PURPOSE, orderId, token, keys);
