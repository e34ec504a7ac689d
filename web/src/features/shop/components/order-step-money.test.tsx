import { moneyMessages, type CheckoutQuote } from '@ssb/contract';
import { cleanup, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MONEY_TEXTS } from '@/components/orders/money-texts';
import { api, ApiError } from '@/lib/api/api-client';
import { addBoxes, readBasket } from '@/lib/household/household-basket';
import { speak } from '@/testing/locale';
import { renderApp, screen } from '@/testing/test-utils';
import { ORDER_TEXTS } from '../order-texts';
import { aHomeDeliverySchool, aList, aSchool } from '../testing/fixtures';
import { goToCheckout } from '../utils/go-to-checkout';
import { OrderStep } from './order-step';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));
vi.mock('../utils/go-to-checkout', () => ({ goToCheckout: vi.fn() }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const list = aList();
const homeList = aList({ id: 'list-maple-3', name: 'Grade 3 Supply List', schoolId: 'school-maple', totalPrice: 41.5 });
const QUOTE = '/orders/checkout/quote';

/** The shipping settings the API answers (GET /settings/shipping). */
let shipping = { homeDeliveryFee: 9, freeOver: 50 as number | null };
const noQuote = (): CheckoutQuote => {
  throw new ApiError('HTTP 502', 502, null);
};
/** What the quote answers for a body, or throws. */
let quoteOf: (body: Record<string, unknown>) => CheckoutQuote = noQuote;

const aQuote = (overrides: Partial<CheckoutQuote> = {}): CheckoutQuote => ({
  boxes: [{ supplyListId: list.id, subtotal: 34.31, skipped: 0 }],
  subtotal: 34.31,
  skipped: 0,
  discount: 0,
  shipping: 0,
  tax: 2.14,
  gift: 0,
  total: 36.45,
  ...overrides,
});

const quoteCalls = () => post.mock.calls.filter(([path]) => path === QUOTE).map(([, body]) => body as Record<string, unknown>);
const breakdown = () => screen.findByTestId('money-breakdown');
const lineOf = (root: HTMLElement, key: string) => root.querySelector(`[data-line="${key}"]`)?.textContent ?? null;

beforeEach(() => {
  localStorage.clear();
  vi.mocked(goToCheckout).mockReset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  shipping = { homeDeliveryFee: 9, freeOver: 50 };
  quoteOf = noQuote;
  get.mockReset();
  get.mockImplementation(async (path: string) => {
    if (path === '/settings/shipping') return { shipping };
    throw new Error(`unexpected GET ${path}`);
  });
  post.mockReset();
  answerPosts(() => ({ success: true, checkoutUrl: 'http://pay.example/cs_money' }));
});

/** The quote answers by `quoteOf`; every other call by `checkout`. */
function answerPosts(checkout: () => unknown) {
  const answer = async (path: string, body?: unknown) => (path === QUOTE ? { quote: quoteOf(body as Record<string, unknown>) } : checkout());
  post.mockImplementation(answer as typeof api.post);
}

function renderStep(school = aSchool(), boxList = list) {
  renderApp(<OrderStep current={{ school, list: boxList }} onCancel={vi.fn()} onAddAnotherChild={vi.fn()} onLeaveForPayment={vi.fn()} />, { path: '/shop' });
}

async function type(label: RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

async function fillGuest() {
  await type(/^Email|^Correo/, 'pat@example.com');
  await type(/^Phone|^Teléfono/, '(217) 555-0101');
  await type(/Student first name|Nombre del estudiante/, 'Ava');
  await type(/Student last name|Apellido del estudiante/, 'Lopez');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout }));

describe('the home-delivery fee', () => {
  it.each(['en', 'es'] as const)('is said on the order step of a school that ships home, before anything is typed (%s)', async (locale) => {
    await speak(locale);
    renderStep(aHomeDeliverySchool(), homeList);
    expect(await screen.findByText(moneyMessages.shipping.homeDelivery({ fee: '$9.00', freeOver: '$50.00' }))).toBeVisible();
    expect(
      screen.getByText(
        locale === 'en' ? 'Home delivery: $9.00, free on orders of $50.00 or more' : 'Envío a domicilio: $9.00, gratis en pedidos de $50.00 o más',
      ),
    ).toBeVisible();
  });

  it('is said without a threshold when no order ships free, and not at all for a school that takes the boxes', async () => {
    shipping = { homeDeliveryFee: 9, freeOver: null };
    renderStep(aHomeDeliverySchool(), homeList);
    expect(await screen.findByText('Home delivery: $9.00')).toBeVisible();
    cleanup();

    renderStep();
    await vi.waitFor(() => expect(get).toHaveBeenCalledWith('/settings/shipping'));
    expect(screen.queryByTestId('home-delivery-fee')).not.toBeInTheDocument();
  });

  it('is not said while no fee is set', async () => {
    shipping = { homeDeliveryFee: 0, freeOver: null };
    renderStep(aHomeDeliverySchool(), homeList);
    await vi.waitFor(() => expect(get).toHaveBeenCalledWith('/settings/shipping'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('home-delivery-fee')).not.toBeInTheDocument();
  });
});

describe('the promotion code', () => {
  it('is optional: a checkout without one sends none', async () => {
    renderStep();
    await fillGuest();
    await submit();
    expect(post).toHaveBeenCalledWith('/orders/checkout/guest', expect.not.objectContaining({ promotionCode: expect.anything() }), expect.anything());
  });

  it('goes with the checkout, trimmed, when one is typed', async () => {
    renderStep();
    await fillGuest();
    await type(/Promotion code/, ' back2school ');
    await submit();
    expect(post).toHaveBeenCalledWith(
      '/orders/checkout/guest',
      expect.objectContaining({ supplyListId: list.id, studentFirstName: 'Ava', promotionCode: 'back2school' }),
      { headers: { 'Idempotency-Key': expect.any(String) } },
    );
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://pay.example/cs_money'));
  });

  it('is one for every box: kept with the boxes when another child is added, and there again for the next box', async () => {
    renderStep();
    await type(/Student first name/, 'Ava');
    await type(/Student last name/, 'Lopez');
    await type(/Promotion code/, 'SAVE10 ');
    await userEvent.click(screen.getByRole('button', { name: ORDER_TEXTS.form.addAnotherChild }));
    expect(readBasket().details).toMatchObject({ promotionCode: 'SAVE10' });
    cleanup();

    renderStep();
    expect(screen.getByLabelText(/Promotion code/)).toHaveValue('SAVE10');
  });

  it.each([
    ['en', 'unknown', "We don't recognise this code."],
    ['en', 'expiredOrUsedUp', 'This code has expired or has been used up.'],
    ['es', 'unknown', 'No reconocemos este código.'],
    ['es', 'expiredOrUsedUp', 'Este código venció o ya se usó por completo.'],
  ] as const)('shows the checkout’s refusal under the field, focused, and not as a failed checkout (%s, %s)', async (locale, which, text) => {
    await speak(locale);
    answerPosts(() => {
      throw new ApiError(moneyMessages.codes[which], 400, { error: moneyMessages.codes[which] });
    });
    renderStep();
    await fillGuest();
    const field = screen.getByLabelText(locale === 'en' ? 'Promotion code' : 'Código de promoción');
    await type(/Promotion code|Código de promoción/, 'SPRING10');
    await submit();

    await vi.waitFor(() => expect(field).toHaveAccessibleDescription(text));
    expect(screen.getByText(text)).toBeVisible();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(ORDER_TEXTS.checkout.failed)).not.toBeInTheDocument();
    expect(goToCheckout).not.toHaveBeenCalled();

    // Another code is another question: the refusal goes with the code it was about.
    await type(/Promotion code|Código de promoción/, 'SUMMER5');
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('shows the quote’s refusal of a code under the field as it is typed', async () => {
    quoteOf = (body) => {
      if (body.promotionCode) throw new ApiError(moneyMessages.codes.unknown, 400, { error: moneyMessages.codes.unknown });
      return aQuote();
    };
    renderStep();
    await type(/Promotion code/, 'NOPE1');
    expect(await screen.findByText("We don't recognise this code.")).toBeVisible();
    // Continue is never blocked by the quote: the checkout itself refuses a bad code.
    expect(screen.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout })).toBeEnabled();
  });
});

describe('the live breakdown', () => {
  it.each(['en', 'es'] as const)('asks for a quote once the family pauses, and shows the lines that apply in a polite live region (%s)', async (locale) => {
    await speak(locale);
    // Until the address is given, the API answers no tax and a total before it.
    quoteOf = (body) =>
      aQuote({
        boxes: [{ supplyListId: homeList.id, subtotal: 41.5, skipped: 0 }],
        subtotal: 41.5,
        discount: 4.15,
        shipping: 9,
        tax: body.address ? 2.9 : null,
        total: body.address ? 49.25 : 46.35,
      });
    renderStep(aHomeDeliverySchool(), homeList);

    const lines = await breakdown();
    expect(lineOf(lines, 'subtotal')).toBe(`${MONEY_TEXTS.subtotal}$41.50`);
    expect(lineOf(lines, 'skipped')).toBeNull();
    expect(lineOf(lines, 'discount')).toBe(`${MONEY_TEXTS.discount}−$4.15`);
    expect(lineOf(lines, 'shipping')).toBe(`${MONEY_TEXTS.shipping}$9.00`);
    // Home delivery, no address yet: the tax waits for it.
    expect(lineOf(lines, 'tax')).toBe(locale === 'en' ? 'Sales taxCalculated at checkout' : 'Impuesto sobre las ventasSe calcula al pagar');
    expect(lineOf(lines, 'total')).toBe(locale === 'en' ? 'Total before tax$46.35' : 'Total antes de impuestos$46.35');
    expect(lines.closest('[aria-live="polite"]')).not.toBeNull();
    // The list price math stays on the screen beside it.
    expect(screen.getByText('$41.50', { selector: 'p' })).toBeInTheDocument();
    expect(quoteCalls()).toEqual([{ boxes: [{ supplyListId: homeList.id }] }]);

    // The address the tax needs, typed in full: asked again once, with it.
    await type(/Address Line 1|Dirección \(línea 1\)/, '19 Elm Street');
    await type(/^City|^Ciudad/, 'Chatham');
    await type(/^State|^Estado/, 'IL');
    await type(/ZIP Code|Código postal/, '62629');
    await vi.waitFor(() => expect(lineOf(screen.getByTestId('money-breakdown'), 'tax')).toBe(`${MONEY_TEXTS.tax}$2.90`));
    expect(lineOf(screen.getByTestId('money-breakdown'), 'total')).toBe(`${MONEY_TEXTS.total}$49.25`);
    expect(quoteCalls()).toEqual([
      { boxes: [{ supplyListId: homeList.id }] },
      { boxes: [{ supplyListId: homeList.id }], address: { line1: '19 Elm Street', line2: '', city: 'Chatham', state: 'IL', zipCode: '62629' } },
    ]);
  });

  it('asks once per basket: what the family typed quickly is one question, and a basket asked before is not asked again', async () => {
    quoteOf = (body) => aQuote(body.promotionCode ? { discount: 3.43, total: 33.02 } : {});
    renderStep();
    expect(lineOf(await breakdown(), 'total')).toBe('Total$36.45');

    await type(/Promotion code/, 'SAVE10');
    await vi.waitFor(() => expect(lineOf(screen.getByTestId('money-breakdown'), 'discount')).toBe('Discount−$3.43'));
    await userEvent.clear(screen.getByLabelText(/Promotion code/));
    await vi.waitFor(() => expect(lineOf(screen.getByTestId('money-breakdown'), 'total')).toBe('Total$36.45'));

    // Typed one letter at a time, the code was asked about once; the basket without it, once.
    expect(quoteCalls()).toEqual([{ boxes: [{ supplyListId: list.id }] }, { boxes: [{ supplyListId: list.id }], promotionCode: 'SAVE10' }]);
  });

  it('says shipping is free when the order reaches the threshold', async () => {
    quoteOf = () => aQuote({ boxes: [{ supplyListId: homeList.id, subtotal: 55, skipped: 0 }], subtotal: 55, shipping: 0, tax: 0, total: 55 });
    renderStep(aHomeDeliverySchool(), homeList);
    await vi.waitFor(async () => expect(lineOf(await breakdown(), 'shipping')).toBe('ShippingFree'));
  });

  it('keeps the list price and Continue when the quote fails', async () => {
    renderStep();
    await vi.waitFor(() => expect(quoteCalls()).toHaveLength(1));
    expect(screen.queryByTestId('money-breakdown')).not.toBeInTheDocument();
    expect(screen.getByText('$34.31')).toBeInTheDocument();

    await fillGuest();
    await submit();
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://pay.example/cs_money'));
  });

  it('breaks down every box together under Your Boxes, one quote for the checkout', async () => {
    const maple = aHomeDeliverySchool();
    addBoxes([{ schoolId: maple.id, supplyListId: homeList.id, studentFirstName: 'Ben', studentLastName: 'Lopez', skippedProductIds: [] }]);
    get.mockImplementation(async (path: string) => {
      if (path === '/settings/shipping') return { shipping };
      if (path === `/schools/${maple.id}`) return { school: maple };
      if (path === `/schools/${maple.id}/supply-lists`) return { supplyLists: [homeList] };
      throw new Error(`unexpected GET ${path}`);
    });
    quoteOf = () =>
      aQuote({
        boxes: [
          { supplyListId: homeList.id, subtotal: 41.5, skipped: 0 },
          { supplyListId: list.id, subtotal: 34.31, skipped: 0 },
        ],
        subtotal: 75.81,
        tax: null,
        total: 75.81,
      });
    renderStep();
    const boxes = await screen.findByRole('region', { name: ORDER_TEXTS.boxes.heading({ count: 2 }) });
    const lines = await within(boxes).findByTestId('money-breakdown');
    expect(lineOf(lines, 'subtotal')).toBe('Subtotal$75.81');
    // Ben's box goes home and no address is typed: its tax waits for one; over $50, shipping is free.
    expect(lineOf(lines, 'tax')).toBe('Sales taxCalculated at checkout');
    expect(lineOf(lines, 'shipping')).toBe('ShippingFree');
    expect(lineOf(lines, 'total')).toBe('Total before tax$75.81');
    expect(quoteCalls()).toEqual([{ boxes: [{ supplyListId: homeList.id }, { supplyListId: list.id }] }]);
  });
});

describe('the gift', () => {
  it.each(['en', 'es'] as const)(
    'is off by default; ticked, it gives a whole box, half of one or an own amount, priced by the quote as a Sponsored box line, and goes with the checkout (%s)',
    async (locale) => {
      await speak(locale);
      quoteOf = (body) => {
        const gift = (body.gift as { amount: number } | undefined)?.amount ?? 0;
        return aQuote({ gift, total: Math.round((36.45 + gift) * 100) / 100 });
      };
      renderStep();
      const choice = await screen.findByRole('checkbox', { name: ORDER_TEXTS.gift.choice({ school: 'Lincoln Elementary School' }) });
      expect(choice).not.toBeChecked();
      expect(lineOf(await breakdown(), 'gift')).toBeNull();

      await userEvent.click(choice);
      await vi.waitFor(() => expect(lineOf(screen.getByTestId('money-breakdown'), 'gift')).toBe(`${MONEY_TEXTS.gift}$34.31`));
      expect(lineOf(screen.getByTestId('money-breakdown'), 'total')).toBe(`${MONEY_TEXTS.total}$70.76`);
      expect(MONEY_TEXTS.gift).toBe(locale === 'en' ? 'Sponsored box' : 'Caja patrocinada');

      await userEvent.click(screen.getByRole('radio', { name: ORDER_TEXTS.gift.halfBox({ amount: '$17.15' }) }));
      await vi.waitFor(() => expect(lineOf(screen.getByTestId('money-breakdown'), 'gift')).toBe(`${MONEY_TEXTS.gift}$17.15`));

      await userEvent.click(screen.getByRole('radio', { name: ORDER_TEXTS.gift.own }));
      await type(/\$1 .*\$500/, '600');
      expect(await screen.findByText(moneyMessages.sponsorship.amountInvalid({ min: 1, max: 500 }))).toBeVisible();
      await type(/\$1 .*\$500/, '12.50');
      await vi.waitFor(() => expect(lineOf(screen.getByTestId('money-breakdown'), 'gift')).toBe(`${MONEY_TEXTS.gift}$12.50`));

      await fillGuest();
      await submit();
      await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalled());
      const sent = post.mock.calls.find(([path]) => path !== QUOTE)![1] as Record<string, unknown>;
      expect(sent.gift).toEqual({ schoolId: list.schoolId, amount: 12.5 });
    },
  );
});
