import { z } from 'zod/mini';
import { calendarDate, timeZoneName } from '../calendar-fields';
import { requiredText, text } from '../fields';
import { FundraisingShareField } from '../fundraising';
import { ADDRESS_MAX_LENGTH, PHONE_MAX_LENGTH } from '../limits';
import type { OrderingWindow } from '../ordering-window';
import { lateOrderMessages, orderingWindowProblem } from '../ordering-window-rule';
import { isZipCode, parseSchoolAddress, type SchoolAddress } from '../school-address';
import { isValidPhone } from '../text';
import { likelyTimeZoneOfState, US_STATES, type UsStateCode } from '../us-time-zones';
import { FULL_ADDRESS_MAX_LENGTH, isDollarAmount, NAME_MAX_LENGTH, NOTE_MAX_LENGTH, staffMessages } from '../staff-rules';

// The school dialog's payloads, the API's as they are (docs/product.md §2 Add New School, §7), in a module
// of their own: only that dialog, loaded when it opens, carries their schemas.

/**
 * A school's ordering window as the school dialogs send it: both dates (YYYY-MM-DD, null to
 * have none) or neither, and the time zone they are read in, needed with a window.
 */
const orderingWindow = {
  orderingOpensOn: z.optional(z.nullable(calendarDate)),
  orderingClosesOn: z.optional(z.nullable(calendarDate)),
  timeZone: z.optional(timeZoneName),
};

/** The window's rule as a check, its dates read in the zone `zoneOf` tells (the one sent unless told otherwise). */
const windowKept = <S extends Partial<OrderingWindow>>(zoneOf: (school: S) => string | null | undefined = (school) => school.timeZone) =>
  z.superRefine((school: S, ctx) => {
    const problem = orderingWindowProblem({ ...school, timeZone: zoneOf(school) });
    if (problem) ctx.issues.push({ code: 'custom', message: problem.message, path: [problem.field], input: school[problem.field] });
  });

/** The most a late order's fee may be, in cents: a fee above it is a typing mistake. */
export const LATE_FEE_MAX_CENTS = 10_000;

const feeInvalid = { error: () => lateOrderMessages.feeInvalid };

/**
 * A school's late orders as the dialogs send them (docs/decisions.md §28): the fee on each box in
 * dollars (cents on the server) and whether late boxes go home only; null: it takes none.
 */
export const LateOrdersField = z.nullable(
  z.object({
    fee: z.number(feeInvalid).check(z.refine((fee: number) => isDollarAmount(fee) && Math.round(fee * 100) <= LATE_FEE_MAX_CENTS, feeInvalid)),
    homeDeliveryOnly: z.boolean(),
  }),
);
export type LateOrdersField = z.infer<typeof LateOrdersField>;

const STATE_CODES = Object.keys(US_STATES) as [UsStateCode, ...UsStateCode[]];

/** A school's address as the dialogs send it: a US state's code (any case) and a 5-digit ZIP code; an empty line 2 is none. */
const schoolAddress = z.pipe(
  z.object({
    line1: requiredText(ADDRESS_MAX_LENGTH.line1, () => staffMessages.addressLine1Required),
    line2: z.optional(text(ADDRESS_MAX_LENGTH.line2)),
    city: requiredText(ADDRESS_MAX_LENGTH.city, () => staffMessages.addressCityRequired),
    state: z.pipe(
      z.string({ error: () => staffMessages.addressStateInvalid }).check(z.trim(), z.toUpperCase()),
      z.enum(STATE_CODES, { error: () => staffMessages.addressStateInvalid }),
    ),
    zipCode: z.string({ error: () => staffMessages.addressZipInvalid }).check(z.trim(), z.refine(isZipCode, { error: () => staffMessages.addressZipInvalid })),
  }),
  z.transform(({ line2, ...address }): SchoolAddress => (line2 ? { ...address, line2 } : address)),
);

/**
 * The school's delivery (docs/decisions.md §27): the day its boxes arrive by (null: none said),
 * who receives them at the door (null: nobody named) and how to get there. Only what is sent changes.
 */
const delivery = {
  deliveryDate: z.optional(z.nullable(calendarDate)),
  deliveryContact: z.optional(
    z.nullable(
      z.object({
        name: requiredText(NAME_MAX_LENGTH, () => staffMessages.deliveryContactNameRequired),
        phone: z
          .string({ error: () => staffMessages.deliveryContactPhoneInvalid })
          .check(z.trim(), z.maxLength(PHONE_MAX_LENGTH), z.refine(isValidPhone, { error: () => staffMessages.deliveryContactPhoneInvalid })),
      }),
    ),
  ),
  deliveryInstructions: z.optional(text(NOTE_MAX_LENGTH)),
};

/** A request that sends its address as one line only (as before schools had their parts) gets it read, or is refused on that line. */
const fullAddressReadable = z.superRefine((school: { address?: SchoolAddress | null; fullAddress?: string }, ctx) => {
  if (school.address !== undefined || !school.fullAddress || parseSchoolAddress(school.fullAddress)) return;
  ctx.issues.push({ code: 'custom', message: staffMessages.fullAddressUnreadable, path: ['fullAddress'], input: school.fullAddress });
});

/**
 * The address a request gives its school (docs/decisions.md §24): `address` when sent, else its
 * `fullAddress` read as one (the schema has refused a line that does not read); null takes it
 * away (an empty `fullAddress` too), undefined leaves it as it is.
 */
export function requestedSchoolAddress(school: { address?: SchoolAddress | null; fullAddress?: string }): SchoolAddress | null | undefined {
  if (school.address !== undefined) return school.address;
  if (school.fullAddress === undefined) return undefined;
  return school.fullAddress ? parseSchoolAddress(school.fullAddress) : null;
}

/** A new school's zone, when none is sent, is its address's state's (createSchool fills it in). */
const newSchoolZone = (school: Partial<OrderingWindow> & { address?: SchoolAddress; fullAddress?: string }) => {
  const state = requestedSchoolAddress(school)?.state;
  return school.timeZone ?? (state ? likelyTimeZoneOfState(state) : null);
};

/**
 * POST /schools (docs/product.md §7: name, and its address as `address`, or as the one line
 * `fullAddress` clients sent before), how it delivers (to the school when left out), its
 * ordering window, and its time zone (its address's state's when left out).
 */
export const CreateSchoolRequest = z
  .object({
    name: requiredText(NAME_MAX_LENGTH, () => staffMessages.schoolNameRequired),
    address: z.optional(schoolAddress),
    fullAddress: z.optional(text(FULL_ADDRESS_MAX_LENGTH)),
    deliverToSchool: z.optional(z.boolean()),
    fundraisingShare: z.optional(FundraisingShareField),
    lateOrders: z.optional(LateOrdersField),
    ...orderingWindow,
    ...delivery,
  })
  .check(fullAddressReadable, windowKept(newSchoolZone));
export type CreateSchoolRequest = z.infer<typeof CreateSchoolRequest>;
/** What a client sends (a state in any case, an empty line 2). */
export type CreateSchoolBody = z.input<typeof CreateSchoolRequest>;

/** PUT /schools/{id}: only what is sent changes (the window's two dates go together). */
export const UpdateSchoolRequest = z
  .object({
    name: z.optional(requiredText(NAME_MAX_LENGTH, () => staffMessages.schoolNameRequired)),
    /** Null takes the address away. */
    address: z.optional(z.nullable(schoolAddress)),
    fullAddress: z.optional(text(FULL_ADDRESS_MAX_LENGTH)),
    note: z.optional(text(NOTE_MAX_LENGTH)),
    deliverToSchool: z.optional(z.boolean()),
    /** Null takes the share away. */
    fundraisingShare: z.optional(FundraisingShareField),
    /** Null: it takes no late orders. */
    lateOrders: z.optional(LateOrdersField),
    ...orderingWindow,
    ...delivery,
  })
  .check(fullAddressReadable, windowKept());
export type UpdateSchoolRequest = z.infer<typeof UpdateSchoolRequest>;
export type UpdateSchoolBody = z.input<typeof UpdateSchoolRequest>;
