import { describe, expect, it } from 'vitest';
import { DASHBOARD_TEXTS } from './texts';
import { detailsOf, hasMissingDetails, validateDetails } from './validation';

const complete = {
  firstName: 'Marge',
  lastName: 'Simpson',
  phone: '(217) 555-0142',
  line1: '742 Evergreen Terrace',
  line2: '',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
};

describe('validateDetails', () => {
  it('accepts complete details, address line 2 optional', () => {
    expect(validateDetails(complete)).toEqual({});
  });

  it('requires the rest, blanks counting as missing', () => {
    expect(validateDetails({ ...complete, phone: ' ', zipCode: '' })).toEqual({
      phone: DASHBOARD_TEXTS.details.phoneRequired,
      zipCode: DASHBOARD_TEXTS.details.zipCodeRequired,
    });
  });
});

describe('detailsOf / hasMissingDetails', () => {
  it('reads a profile with missing fields as empty ones', () => {
    const details = detailsOf({ firstName: 'Marge', phone: null });
    expect(details).toEqual({ firstName: 'Marge', lastName: '', phone: '', line1: '', line2: '', city: '', state: '', zipCode: '' });
    expect(hasMissingDetails(details)).toBe(true);
    expect(hasMissingDetails(complete)).toBe(false);
  });
});
