/**
 * The longest value the API accepts for each profile field (the contract's `ProfileFields`),
 * for `maxLength` on the sign-up and profile forms. A test keeps the two in step.
 */
export const PROFILE_FIELD_MAX_LENGTH = {
  firstName: 100,
  lastName: 100,
  phone: 40,
  line1: 200,
  line2: 200,
  city: 100,
  state: 50,
  zipCode: 20,
} as const;

export const EMAIL_MAX_LENGTH = 254;

export type ProfileFieldName = keyof typeof PROFILE_FIELD_MAX_LENGTH;

/** The contact and address fields a person keeps on their profile (spec §3 User). */
export type ProfileFieldValues = Record<ProfileFieldName, string>;

/** Trims every field, as the API stores them. */
export function trimProfileFields(values: ProfileFieldValues): ProfileFieldValues {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: values.phone.trim(),
    line1: values.line1.trim(),
    line2: values.line2.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zipCode: values.zipCode.trim(),
  };
}
