import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductDoc, SchoolDoc, SupplyListDoc } from '@ssb/documents';
import type { PricedBox } from './quote-checkout';

// The quote's round trips to Stripe Tax, with Stripe answered by hand: the addresses'
// calculations are asked together, each in one call that brings its lines.

interface Asked {
  params: { line_items: { reference: string; amount: number }[]; expand?: string[]; customer_details: { address: { state: string } } };
  answer: (hasMore?: boolean) => void;
}
const asked: Asked[] = [];
const listLineItems = vi.fn();

vi.mock('../lib/stripe', () => ({
  stripe: () => ({
    tax: {
      calculations: {
        create: (params: Asked['params']) =>
          new Promise((resolve) => {
            const id = `taxcalc_${params.customer_details.address.state}`;
            const data = params.line_items.map((line) => ({ reference: line.reference, amount_tax: Math.round(line.amount / 10) }));
            asked.push({
              params,
              answer: (hasMore = false) =>
                resolve({ id, shipping_cost: null, line_items: params.expand?.includes('line_items') ? { data, has_more: hasMore } : undefined }),
            });
          }),
        listLineItems: (...args: unknown[]) => listLineItems(...args),
      },
    },
  }),
}));
vi.mock('../settings/repository', () => ({ findShippingSettings: async () => null }));
vi.mock('../promotion-codes/repository', () => ({ findPromotionCode: async () => null }));

const { quoteCheckout } = await import('./quote-checkout');

const product = (priceCents: number) =>
  ({ name: 'Crayons', description: '', priceCents, productType: 'INDIVIDUAL', taxCode: 'txcd_99999999' }) as unknown as ProductDoc;
function boxAt(state: string, zipCode: string): PricedBox {
  const school = { name: `School in ${state}`, deliverToSchool: true, address: { line1: '1 Main St', city: 'Town', state, zipCode } } as unknown as SchoolDoc;
  const list = { schoolId: `school-${state}`, name: 'Grade 1', totalPriceCents: null, items: [{ productId: 'p1', quantity: 1 }] } as unknown as SupplyListDoc;
  return { orderable: { listId: `list-${state}`, list, school, products: new Map([['p1', product(1000)]]), lateFeeCents: 0, lateHomeDeliveryOnly: false } };
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  asked.length = 0;
  listLineItems.mockReset();
});

describe('quoteCheckout and Stripe Tax', () => {
  it('asks every address’s calculation at once, and keeps the boxes’ order whichever answers first', async () => {
    const quote = quoteCheckout([boxAt('IL', '62701'), boxAt('WA', '98101')], undefined, { forCheckout: true });
    await settled();
    expect(
      asked.map((call) => call.params.customer_details.address.state),
      'both asked before either answered',
    ).toEqual(['IL', 'WA']);
    asked[1]!.answer();
    asked[0]!.answer();
    const money = await quote;
    expect(money.taxCalculationIds).toEqual(['taxcalc_IL', 'taxcalc_WA']);
    expect(money.boxes.map((box) => box.taxCents)).toEqual([100, 100]);
  });

  it('takes the lines’ tax from the calculation itself, asking for them to be expanded, and pages only through a list cut short', async () => {
    const quote = quoteCheckout([boxAt('OR', '97201')], undefined, { forCheckout: true });
    await settled();
    expect(asked[0]!.params.expand).toEqual(['line_items']);
    asked[0]!.answer();
    expect((await quote).taxCents).toBe(100);
    expect(listLineItems).not.toHaveBeenCalled();

    listLineItems.mockImplementation(async function* () {
      yield { reference: 'box1-p1', amount_tax: 7 };
    });
    const cutShort = quoteCheckout([boxAt('NY', '10001')], undefined, { forCheckout: true });
    await settled();
    asked[1]!.answer(true);
    expect((await cutShort).taxCents).toBe(7);
    expect(listLineItems).toHaveBeenCalledWith('taxcalc_NY', { limit: 100 });
  });
});
