import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { orderingWindowMessages } from '../ordering-window-rule';
import { staffMessages } from '../staff-rules';
import { CreateSchoolRequest, requestedSchoolAddress, UpdateSchoolRequest } from './school';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => result.error?.issues[0];

describe('school forms', () => {
  it('require a school name, trimmed; the rest is optional', () => {
    expect(z.safeParse(CreateSchoolRequest, { name: ' Oak Hill ' }).data).toEqual({ name: 'Oak Hill' });
    expect(firstMessage(z.safeParse(CreateSchoolRequest, { name: '' }))?.message).toBe(staffMessages.schoolNameRequired);
    expect(z.safeParse(UpdateSchoolRequest, { deliverToSchool: false }).success).toBe(true);
    expect(z.safeParse(UpdateSchoolRequest, { name: '' }).success).toBe(false);
  });
});

describe('ordering window of the school forms', () => {
  const august = { orderingOpensOn: '2026-08-01', orderingClosesOn: '2026-08-31', timeZone: 'america/chicago' };

  it('takes both dates and a time zone, read as its canonical name; nulls take the window away', () => {
    expect(z.safeParse(UpdateSchoolRequest, august).data).toEqual({ ...august, timeZone: 'America/Chicago' });
    expect(z.safeParse(CreateSchoolRequest, { name: 'Oak Hill', ...august }).success).toBe(true);
    expect(z.safeParse(UpdateSchoolRequest, { orderingOpensOn: null, orderingClosesOn: null }).success).toBe(true);
    expect(z.safeParse(UpdateSchoolRequest, { timeZone: 'Europe/Berlin' }).success).toBe(true);
  });

  it('refuses half a window, a window closing before it opens, and one without its zone, on the field at fault', () => {
    const cases: [object, PropertyKey, string][] = [
      [{ orderingOpensOn: '2026-08-01', timeZone: 'UTC' }, 'orderingClosesOn', orderingWindowMessages.bothDates],
      [{ ...august, orderingOpensOn: null }, 'orderingOpensOn', orderingWindowMessages.bothDates],
      [{ ...august, orderingClosesOn: '2026-07-31' }, 'orderingClosesOn', orderingWindowMessages.closesBeforeOpens],
      [{ orderingOpensOn: '2026-08-01', orderingClosesOn: '2026-08-31' }, 'timeZone', orderingWindowMessages.timeZoneNeeded],
      [{ ...august, orderingOpensOn: '2026-02-30' }, 'orderingOpensOn', orderingWindowMessages.invalidDate],
      [{ ...august, timeZone: 'Mars/Olympus' }, 'timeZone', staffMessages.timeZoneInvalid],
    ];
    for (const [body, field, message] of cases) {
      expect(firstMessage(z.safeParse(UpdateSchoolRequest, body)), JSON.stringify(body)).toMatchObject({ path: [field], message });
      expect(firstMessage(z.safeParse(CreateSchoolRequest, { name: 'Oak Hill', ...body })), JSON.stringify(body)).toMatchObject({ path: [field], message });
    }
  });

  it('a new school needs no zone sent when its address names its state; an edit, which keeps the stored address, does', () => {
    const window = { orderingOpensOn: '2026-08-01', orderingClosesOn: '2026-08-31' };
    const address = { line1: '9 Oak Hill Road', city: 'Springfield', state: 'IL', zipCode: '62702' };
    expect(z.safeParse(CreateSchoolRequest, { name: 'Oak Hill', address, ...window }).success).toBe(true);
    expect(z.safeParse(CreateSchoolRequest, { name: 'Oak Hill', fullAddress: '9 Oak Hill Road, Springfield, IL 62702', ...window }).success).toBe(true);
    expect(firstMessage(z.safeParse(CreateSchoolRequest, { name: 'Oak Hill', ...window }))).toMatchObject({
      path: ['timeZone'],
      message: orderingWindowMessages.timeZoneNeeded,
    });
    expect(firstMessage(z.safeParse(UpdateSchoolRequest, { address, ...window }))).toMatchObject({ path: ['timeZone'] });
  });
});

describe('address of the school forms', () => {
  const address = { line1: ' 9 Oak Hill Road ', line2: '', city: 'Springfield', state: ' il ', zipCode: '62702' };

  it('takes a US state by its code in any case and a 5-digit ZIP code; an empty line 2 is none', () => {
    const parsed = { line1: '9 Oak Hill Road', city: 'Springfield', state: 'IL', zipCode: '62702' };
    expect(z.safeParse(CreateSchoolRequest, { name: 'Oak Hill', address }).data).toEqual({ name: 'Oak Hill', address: parsed });
    expect(z.safeParse(UpdateSchoolRequest, { address: { ...address, line2: 'Building B' } }).data).toEqual({ address: { ...parsed, line2: 'Building B' } });
    expect(z.safeParse(UpdateSchoolRequest, { address: null }).data).toEqual({ address: null });
  });

  it('refuses a state or ZIP code that cannot be one, and a street or city left empty, on the part at fault', () => {
    const cases: [object, string, string][] = [
      [{ state: 'Illinois' }, 'state', staffMessages.addressStateInvalid],
      [{ state: 'ZZ' }, 'state', staffMessages.addressStateInvalid],
      [{ state: undefined }, 'state', staffMessages.addressStateInvalid],
      [{ zipCode: '6270' }, 'zipCode', staffMessages.addressZipInvalid],
      [{ zipCode: '62702-1234' }, 'zipCode', staffMessages.addressZipInvalid],
      [{ line1: ' ' }, 'line1', staffMessages.addressLine1Required],
      [{ city: '' }, 'city', staffMessages.addressCityRequired],
    ];
    for (const [change, part, message] of cases) {
      const body = { address: { ...address, ...change } };
      expect(firstMessage(z.safeParse(UpdateSchoolRequest, body)), JSON.stringify(change)).toMatchObject({ path: ['address', part], message });
      expect(firstMessage(z.safeParse(CreateSchoolRequest, { name: 'Oak Hill', ...body })), JSON.stringify(change)).toMatchObject({
        path: ['address', part],
        message,
      });
    }
  });

  it('reads an address sent as one line only, and refuses one that does not read, on that line', () => {
    expect(z.safeParse(CreateSchoolRequest, { name: 'Oak Hill', fullAddress: '1 Willow Way' }).error?.issues[0]).toMatchObject({
      path: ['fullAddress'],
      message: staffMessages.fullAddressUnreadable,
    });
    expect(firstMessage(z.safeParse(UpdateSchoolRequest, { fullAddress: '1 Willow Way' }))).toMatchObject({ path: ['fullAddress'] });
    // Sent with its parts, the line is not read; empty, it takes the address away.
    expect(z.safeParse(UpdateSchoolRequest, { address, fullAddress: '1 Willow Way' }).success).toBe(true);
    expect(z.safeParse(UpdateSchoolRequest, { fullAddress: '' }).success).toBe(true);
  });
});

describe('requestedSchoolAddress', () => {
  const address = { line1: '9 Oak Hill Road', city: 'Springfield', state: 'IL' as const, zipCode: '62702' };

  it('is the address sent, else the line read, null for an empty line or none, and undefined when neither is sent', () => {
    expect(requestedSchoolAddress({ address, fullAddress: 'ignored' })).toEqual(address);
    expect(requestedSchoolAddress({ fullAddress: '9 Oak Hill Road, Springfield, IL 62702' })).toEqual(address);
    expect(requestedSchoolAddress({ address: null })).toBeNull();
    expect(requestedSchoolAddress({ fullAddress: '' })).toBeNull();
    expect(requestedSchoolAddress({})).toBeUndefined();
  });
});
