import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessions, TestProviders } from '@/testing/test-utils';
import { getCheckoutQuote, type QuoteBasket } from '../api/get-checkout-quote';
import { QUOTE_PAUSE_MS, useCheckoutQuote } from './use-checkout-quote';

vi.mock('../api/get-checkout-quote', () => ({ getCheckoutQuote: vi.fn() }));

const quote = vi.mocked(getCheckoutQuote);
const answerOf = (total: number) => ({
  boxes: [{ supplyListId: 'list-1', subtotal: total, skipped: 0 }],
  subtotal: total,
  skipped: 0,
  discount: 0,
  shipping: 0,
  tax: 0,
  gift: 0,
  total,
});
const basketWith = (promotionCode?: string): QuoteBasket => ({ boxes: [{ supplyListId: 'list-1' }], ...(promotionCode ? { promotionCode } : {}) });

function renderQuote(first: QuoteBasket | null) {
  const wrapper = ({ children }: { children: ReactNode }) => <TestProviders session={sessions.signedOut()}>{children}</TestProviders>;
  return renderHook(({ basket }: { basket: QuoteBasket | null }) => useCheckoutQuote(basket), { wrapper, initialProps: { basket: first } });
}

beforeEach(() => {
  quote.mockReset();
  quote.mockImplementation(async (basket) => answerOf(basket.promotionCode ? 30 : 34.31));
});

describe('useCheckoutQuote', () => {
  it('asks for the basket the screen opens with at once, then once the typing pauses, for the last basket only', async () => {
    const { result, rerender } = renderQuote(basketWith());
    await waitFor(() => expect(result.current.quote?.total).toBe(34.31));
    for (const code of ['S', 'SA', 'SAV', 'SAVE']) rerender({ basket: basketWith(code) });
    expect(quote).toHaveBeenCalledTimes(1);
    expect(result.current.quote).toBeNull();

    await waitFor(() => expect(result.current.quote?.total).toBe(30));
    expect(quote.mock.calls.map(([basket]) => basket)).toEqual([basketWith(), basketWith('SAVE')]);
  });

  it('pauses about 400 ms, and answers nothing for a basket the screen no longer shows', async () => {
    expect(QUOTE_PAUSE_MS).toBe(400);
    const { result, rerender } = renderQuote(basketWith());
    await waitFor(() => expect(result.current.quote?.total).toBe(34.31));
    rerender({ basket: basketWith('SAVE') });
    // The old answer is not the new basket's: none until the new one comes.
    expect(result.current.quote).toBeNull();
    await waitFor(() => expect(result.current.quote?.total).toBe(30));
  });

  it('asks a basket once: the same basket again, built anew, is answered from the cache', async () => {
    const { result, rerender } = renderQuote(basketWith());
    await waitFor(() => expect(result.current.quote?.total).toBe(34.31));
    rerender({ basket: basketWith('SAVE') });
    await waitFor(() => expect(result.current.quote?.total).toBe(30));
    rerender({ basket: basketWith() });
    await waitFor(() => expect(result.current.quote?.total).toBe(34.31));
    // Re-rendered with an equal basket, nothing is asked either.
    rerender({ basket: basketWith() });
    await new Promise((resolve) => setTimeout(resolve, QUOTE_PAUSE_MS + 100));
    expect(quote).toHaveBeenCalledTimes(2);
  });

  it('asks nothing without a basket, and says a failure without asking again', async () => {
    const { result, rerender } = renderQuote(null);
    await new Promise((resolve) => setTimeout(resolve, QUOTE_PAUSE_MS + 100));
    expect(quote).not.toHaveBeenCalled();

    quote.mockRejectedValue(new Error('HTTP 502'));
    rerender({ basket: basketWith() });
    await waitFor(() => expect(result.current.error).toEqual(new Error('HTTP 502')));
    expect(result.current.quote).toBeNull();
    expect(quote).toHaveBeenCalledTimes(1);
  });
});
