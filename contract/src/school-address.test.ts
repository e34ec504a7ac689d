import { describe, expect, it } from 'vitest';
import { parseSchoolAddress, schoolFullAddress } from './school-address';

describe('schoolFullAddress', () => {
  it('writes the address on one line: street, line 2 when there is one, city, state and ZIP code', () => {
    expect(schoolFullAddress({ line1: '1200 Oak Street', city: 'Springfield', state: 'IL', zipCode: '62701' })).toBe('1200 Oak Street, Springfield, IL 62701');
    expect(schoolFullAddress({ line1: '1200 Oak Street', line2: 'Building B', city: 'Springfield', state: 'IL', zipCode: '62701' })).toBe(
      '1200 Oak Street, Building B, Springfield, IL 62701',
    );
  });
});

describe('parseSchoolAddress', () => {
  const oakStreet = { line1: '1200 Oak Street', city: 'Springfield', state: 'IL', zipCode: '62701' };

  it('reads the line every answer carries back into the address it was made from', () => {
    const addresses = [oakStreet, { line1: '9 Elm Road', line2: 'Suite 4', city: 'Kansas City', state: 'MO' as const, zipCode: '64105' }];
    for (const address of addresses) expect(parseSchoolAddress(schoolFullAddress(address as typeof oakStreet & { state: 'IL' }))).toEqual(address);
  });

  it('reads a state by its code in any case or by its name, and a ZIP code after a comma or with its 4 more digits', () => {
    const cases = [
      '1200 Oak Street, Springfield, il 62701',
      '1200 Oak Street, Springfield, Illinois 62701',
      '1200 Oak Street, Springfield, IL, 62701',
      '1200 Oak Street, Springfield, IL 62701-1234',
      '1200 Oak Street\nSpringfield, IL 62701',
      '1200  Oak Street,  Springfield ,IL 62701, USA',
      '1200 Oak Street, Springfield IL 62701',
    ];
    for (const line of cases) expect(parseSchoolAddress(line), line).toEqual(oakStreet);
  });

  it('reads a state of two words, not its last word, and the District of Columbia', () => {
    expect(parseSchoolAddress('1 Capitol Street, Charleston, West Virginia 25301')).toMatchObject({ city: 'Charleston', state: 'WV' });
    expect(parseSchoolAddress('1 Capitol Street, Charleston West Virginia 25301')).toMatchObject({ city: 'Charleston', state: 'WV' });
    expect(parseSchoolAddress('600 Pennsylvania Avenue, Washington, D.C. 20001')).toMatchObject({ city: 'Washington', state: 'DC' });
  });

  it('keeps what lies between the street and the city as line 2', () => {
    expect(parseSchoolAddress('Lincoln Elementary, 1200 Oak Street, Room 4, Springfield, IL 62701')).toEqual({
      line1: 'Lincoln Elementary',
      line2: '1200 Oak Street, Room 4',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
    });
  });

  it('reads nothing from a line without a street, a city, a state or a ZIP code', () => {
    const cases = [
      '',
      '1 Willow Way',
      'Springfield, IL 62701',
      '1200 Oak Street, Springfield, IL',
      '1200 Oak Street, Springfield, ZZ 62701',
      '1200 Oak Street, Springfield 62701',
      '1 Main St, Town, IL 6270',
    ];
    for (const line of cases) expect(parseSchoolAddress(line), line).toBeNull();
  });

  it('reads nothing from a line whose parts are longer than an address keeps', () => {
    expect(parseSchoolAddress(`${'9'.repeat(201)} Oak Street, Springfield, IL 62701`)).toBeNull();
  });
});
