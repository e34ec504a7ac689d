import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { orderingWindowMessages } from '../ordering-window-rule';
import { staffMessages } from '../staff-rules';
import { CreateSchoolRequest, UpdateSchoolRequest } from './school';

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
    const fullAddress = '9 Oak Hill Road, Springfield, IL 62702';
    expect(z.safeParse(CreateSchoolRequest, { name: 'Oak Hill', fullAddress, ...window }).success).toBe(true);
    expect(firstMessage(z.safeParse(CreateSchoolRequest, { name: 'Oak Hill', fullAddress: '9 Oak Hill Road', ...window }))).toMatchObject({
      path: ['timeZone'],
      message: orderingWindowMessages.timeZoneNeeded,
    });
    expect(firstMessage(z.safeParse(UpdateSchoolRequest, { fullAddress, ...window }))).toMatchObject({ path: ['timeZone'] });
  });
});
