import type { ProfileFieldValues } from '@/lib/profile-fields';
import { DASHBOARD_TEXTS } from './texts';

const texts = DASHBOARD_TEXTS.details;
const required = (value: string, message: string) => (value.trim() ? undefined : message);

/** The same rules as sign-up (spec §5): everything is required except address line 2. */
export function validateDetails(values: ProfileFieldValues): Partial<Record<keyof ProfileFieldValues, string>> {
  const errors: Partial<Record<keyof ProfileFieldValues, string | undefined>> = {
    firstName: required(values.firstName, texts.firstNameRequired),
    lastName: required(values.lastName, texts.lastNameRequired),
    phone: required(values.phone, texts.phoneRequired),
    line1: required(values.line1, texts.line1Required),
    city: required(values.city, texts.cityRequired),
    state: required(values.state, texts.stateRequired),
    zipCode: required(values.zipCode, texts.zipCodeRequired),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Partial<
    Record<keyof ProfileFieldValues, string>
  >;
}

/** A profile's details as form values (missing ones empty). */
export function detailsOf(profile: Partial<Record<keyof ProfileFieldValues, string | null>>): ProfileFieldValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    phone: profile.phone ?? '',
    line1: profile.line1 ?? '',
    line2: profile.line2 ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    zipCode: profile.zipCode ?? '',
  };
}

/** True when the profile lacks something checkout would need for home delivery. */
export const hasMissingDetails = (details: ProfileFieldValues): boolean =>
  Object.keys(validateDetails(details)).length > 0;
