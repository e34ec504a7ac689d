/**
 * The account forms' schemas, loaded when a screen asks for them rather than with it: the
 * sign-in and sign-up screens then paint and answer without the schema library.
 */
export const loadAccountForms = () => import('@ssb/contract/src/forms/account');
