import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { OrderStats, Product, PromotionCode, School, SupplyList } from '@ssb/contract';
import { ADDRESS_TEXTS } from '@/components/forms/texts';
import { aSchool } from '@/testing/school-fixtures';
import { api, ApiError } from '@/lib/api/api-client';
import { fakeMediaQueryList } from '@/testing/viewport';

/** Test data shaped like an administrator's answers (staff counters included). */
export const aStaffSchool = (overrides: Partial<School> = {}): School => aSchool({ note: '', supplyListCount: 3, userCount: 1, ...overrides });

export const aProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 'prod-crayons',
  name: 'Crayons (24 count)',
  description: 'Classic colours, non-toxic.',
  price: 2.99,
  productType: 'INDIVIDUAL',
  taxCode: 'txcd_99999999',
  supplyListCount: 3,
  ...overrides,
});

export const aStaffList = (overrides: Partial<SupplyList> = {}): SupplyList => ({
  id: 'list-lincoln-5',
  name: '5th Grade Supply List',
  schoolId: 'school-lincoln',
  school: { id: 'school-lincoln', name: 'Lincoln Elementary School' },
  totalPrice: 14.43,
  note: 'Label everything.',
  published: false,
  awaitingReview: false,
  approval: null,
  productsMappings: [{ productId: 'prod-crayons', quantity: 2, product: { id: 'prod-crayons', name: 'Crayons (24 count)', price: 2.99, description: '' } }],
  optionalCount: 0,
  orderCount: 0,
  ...overrides,
});

export const aPromotionCode = (overrides: Partial<PromotionCode> = {}): PromotionCode => ({
  id: 'FALL10',
  code: 'Fall10',
  percentOff: 10,
  amountOff: null,
  expiresOn: null,
  maxRedemptions: null,
  timesRedeemed: 3,
  schoolId: null,
  active: true,
  batchId: null,
  createdAt: '2026-07-01T15:00:00.000Z',
  ...overrides,
});

export const someStats = (overrides: Partial<OrderStats> = {}) => ({
  total: 1234,
  byStatus: { AWAITING_PAYMENT: 5, PAYMENT_SUCCESS: 100, PAYMENT_FAILED: 3, PREPARING: 17, COMPLETED: 1100, CANCELLED: 9 },
  recent: { today: 4 },
  counts: { schools: 12, supplyLists: 80, products: 45 },
  ...overrides,
});

type Answer = unknown | Error | ((body: unknown) => unknown);

/**
 * Answers the mocked API client by method and path (query strings included): a value, an
 * Error to fail with, or a function of the request body. Unknown paths are 404.
 */
export function serveApi(routes: Record<string, Answer>) {
  const answer = (method: string) => async (path: string, body?: unknown) => {
    const key = `${method} ${path}`;
    if (!(key in routes)) throw new ApiError(`No route for ${key}`, 404, null);
    const value = routes[key];
    if (value instanceof Error) throw value;
    // Test data for whichever route the path is: the client types each call's answer by its route.
    return (typeof value === 'function' ? (value as (body: unknown) => unknown)(body) : value) as never;
  };
  vi.mocked(api.get).mockImplementation(answer('GET'));
  vi.mocked(api.post).mockImplementation(answer('POST'));
  vi.mocked(api.put).mockImplementation(answer('PUT'));
  vi.mocked(api.delete).mockImplementation(answer('DELETE'));
}

/** Each test starts at desktop width (a phone test narrows it), with the dashboards' logged failures kept out of the output. */
export function desktopAndQuiet() {
  vi.mocked(window.matchMedia).mockImplementation((query) => fakeMediaQueryList(query, false));
  vi.spyOn(console, 'error').mockImplementation(() => {});
}

/** Picks a school in a school filter as a person does: types part of its name, then clicks it among the matches. */
export async function pickSchool(filter: string, typed: string, school: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: filter }));
  await userEvent.keyboard(typed);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${school}`) }));
}

/** A school's address in Illinois, as the school dialog takes it. */
export const oakHill = { line1: '9 Oak Hill Road', city: 'Springfield', state: 'IL', zipCode: '62702' };
/** A part of the address by its label. */
export const addressField = (dialog: HTMLElement, part: keyof typeof ADDRESS_TEXTS & ('line1' | 'line2' | 'city' | 'state' | 'zipCode')) =>
  within(dialog).getByRole('textbox', { name: ADDRESS_TEXTS[part] });
/** Fills in each part given (an empty one is cleared), pasted as the administrator may: typing every key is slow on a busy machine. */
export async function fillAddress(dialog: HTMLElement, address: Partial<Record<'line1' | 'line2' | 'city' | 'state' | 'zipCode', string>>) {
  for (const [part, value] of Object.entries(address) as [keyof typeof address, string][]) {
    const field = addressField(dialog, part);
    await userEvent.clear(field);
    if (value) await userEvent.paste(value);
  }
}
