import { describe, expect, it } from 'vitest';
import { detailsOf, hasMissingDetails } from './details';

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

describe('detailsOf / hasMissingDetails', () => {
  it('reads a profile with missing fields as empty ones', () => {
    const details = detailsOf({ firstName: 'Marge', phone: null });
    expect(details).toEqual({ firstName: 'Marge', lastName: '', phone: '', line1: '', line2: '', city: '', state: '', zipCode: '' });
    expect(hasMissingDetails(details)).toBe(true);
  });

  it('counts blanks as missing and address line 2 as optional', () => {
    expect(hasMissingDetails(complete)).toBe(false);
    expect(hasMissingDetails({ ...complete, zipCode: '  ' })).toBe(true);
  });
});
