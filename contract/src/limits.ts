// How long each stored text may be. Plain numbers, so the forms' `maxLength` props cost nothing.

export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 40;
export const STUDENT_NAME_MAX_LENGTH = 100;

/** Limits of the delivery address fields, shared by every address form. */
export const ADDRESS_MAX_LENGTH = { line1: 200, line2: 200, city: 100, state: 50, zipCode: 20 } as const;

/** The longest value the API keeps for each profile field; forms use them as `maxLength`. */
export const PROFILE_MAX_LENGTH = { firstName: 100, lastName: 100, phone: PHONE_MAX_LENGTH, ...ADDRESS_MAX_LENGTH } as const;
export type ProfileFieldName = keyof typeof PROFILE_MAX_LENGTH;

/** docs/product.md §5 Sign-in and sign-up: passwords of at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;

/** docs/decisions.md §3: a checkout holds 1 to this many boxes, one per child. */
export const MAX_CHECKOUT_BOXES = 10;

/** How many items a page of a list that grows without bound holds (PageQuery): plain numbers, so a screen that pages costs no schema. */
export const PAGE_LIMIT = { default: 50, max: 200 } as const;
