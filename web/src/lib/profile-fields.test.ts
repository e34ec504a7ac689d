import { ProfileFields } from '@ssb/contract';
import { describe, expect, it } from 'vitest';
import { PROFILE_FIELD_MAX_LENGTH, trimProfileFields } from './profile-fields';

describe('PROFILE_FIELD_MAX_LENGTH', () => {
  it('matches the maximum lengths the API accepts', () => {
    for (const [name, max] of Object.entries(PROFILE_FIELD_MAX_LENGTH)) {
      const schema = ProfileFields.shape[name as keyof typeof PROFILE_FIELD_MAX_LENGTH];
      expect(schema.safeParse('x'.repeat(max)).success, name).toBe(true);
      expect(schema.safeParse('x'.repeat(max + 1)).success, name).toBe(false);
    }
    expect(Object.keys(PROFILE_FIELD_MAX_LENGTH).sort()).toEqual(Object.keys(ProfileFields.shape).sort());
  });
});

describe('trimProfileFields', () => {
  it('trims every field', () => {
    expect(
      trimProfileFields({
        firstName: ' Ada ',
        lastName: 'Lovelace ',
        phone: ' 555',
        line1: ' 1 Main St ',
        line2: ' ',
        city: 'Springfield ',
        state: ' IL',
        zipCode: ' 62704 ',
      }),
    ).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '555',
      line1: '1 Main St',
      line2: '',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
    });
  });
});
