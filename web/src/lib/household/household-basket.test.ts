import { MAX_CHECKOUT_BOXES } from '@ssb/contract';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addBoxes, BASKET_STORAGE_KEY, clearBasket, parseBasket, readBasket, removeBox, saveCheckoutDetails, useHouseholdBasket } from './household-basket';

const box = (studentFirstName: string) => ({ schoolId: 's1', supplyListId: 'l1', studentFirstName, studentLastName: 'Lopez', skippedProductIds: [] });
const address = { line1: '19 Elm Street', line2: '', city: 'Chatham', state: 'IL', zipCode: '62629' };

beforeEach(() => localStorage.clear());

describe('the household basket', () => {
  it('keeps boxes and details in localStorage until cleared', () => {
    expect(addBoxes([box('Ava'), box('Ben')])).toBe(true);
    saveCheckoutDetails({ email: 'pat@example.com', phone: '217 555 0101', address });
    expect(parseBasket(localStorage.getItem(BASKET_STORAGE_KEY))).toEqual(readBasket());
    expect(readBasket().boxes.map((b) => b.studentFirstName)).toEqual(['Ava', 'Ben']);

    clearBasket();
    expect(localStorage.getItem(BASKET_STORAGE_KEY)).toBeNull();
    expect(readBasket()).toEqual({ boxes: [], details: null });
  });

  it('removes one of two equal boxes', () => {
    addBoxes([box('Ava'), box('Ava')]);
    removeBox(readBasket().boxes[0]!.id);
    expect(readBasket().boxes).toHaveLength(1);
  });

  it(`holds at most ${MAX_CHECKOUT_BOXES} boxes`, () => {
    expect(addBoxes(Array.from({ length: MAX_CHECKOUT_BOXES - 1 }, (_, i) => box(`Child ${i}`)))).toBe(true);
    expect(addBoxes([box('Tenth'), box('Eleventh')])).toBe(false);
    expect(readBasket().boxes).toHaveLength(MAX_CHECKOUT_BOXES);
    expect(readBasket().boxes.at(-1)!.studentFirstName).toBe('Tenth');
  });

  it.each([['not json'], ['{"boxes": 3}'], ['{"boxes": [{"schoolId": 1}], "details": {"email": "a"}}']])('reads %s as an empty basket', (raw) => {
    localStorage.setItem(BASKET_STORAGE_KEY, raw);
    expect(readBasket()).toEqual({ boxes: [], details: null });
  });

  it('tells its users when another tab changes it', () => {
    const { result } = renderHook(() => useHouseholdBasket());
    expect(result.current.boxes).toEqual([]);
    act(() => {
      localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify({ boxes: [{ id: 'b1', ...box('Cleo') }], details: null }));
      window.dispatchEvent(new StorageEvent('storage', { key: BASKET_STORAGE_KEY }));
    });
    expect(result.current.boxes.map((b) => b.studentFirstName)).toEqual(['Cleo']);
  });
});
