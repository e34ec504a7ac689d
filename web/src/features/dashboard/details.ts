import { ProfileForm, type ProfileForm as ProfileValues } from '@ssb/contract';

/** A profile's details as form values (missing ones empty). */
export function detailsOf(profile: Partial<Record<keyof ProfileValues, string | null>>): ProfileValues {
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

/** True when the profile lacks something checkout would need for home delivery (the form's own rules). */
export const hasMissingDetails = (details: ProfileValues): boolean => !ProfileForm.safeParse(details).success;
