import { checkoutMessages, formatCalendarDate, orderingMessages, type CheckoutResponse } from '@ssb/contract';
import { cleanup, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api/api-client';
import { addBoxes, readBasket, saveCheckoutDetails } from '@/lib/household/household-basket';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { ORDER_TEXTS } from '../order-texts';
import { aHomeDeliverySchool, aList, aMapping, aSchool } from '../testing/fixtures';
import { goToCheckout } from '../utils/go-to-checkout';
import { saveOrderDraft } from '../utils/order-draft';
import { OrderStep } from './order-step';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));
vi.mock('../utils/go-to-checkout', () => ({ goToCheckout: vi.fn() }));
// The live breakdown has its own tests (order-step-money.test.tsx): here the quote never answers, and the list-price math stands.
vi.mock('../api/get-checkout-quote', () => ({ getCheckoutQuote: vi.fn(() => new Promise(() => {})) }));

const post = vi.mocked(api.post);
const schoolDelivery = aSchool();
const homeDelivery = aHomeDeliverySchool();
const list = aList();

function renderOrderStep(school = schoolDelivery, onCancel = vi.fn()) {
  renderApp(<OrderStep current={{ school, list }} onCancel={onCancel} onAddAnotherChild={vi.fn()} onLeaveForPayment={vi.fn()} />, { path: '/shop' });
  return { onCancel };
}

const input = (label: RegExp) => screen.getByLabelText(label);
/** The first field a refused submission marks: the message sits under it and describes it. */
const firstInError = () => screen.getAllByRole('textbox').find((field) => field.getAttribute('aria-invalid') === 'true');
/** Where a message is shown, not only read out on the other fields it is about. */
const shown = (message: string) => screen.getAllByText(message).filter((element) => !/readOutError/.test(element.className));
const submit = () => userEvent.click(screen.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout }));

async function fill(values: Partial<Record<'email' | 'phone' | 'first' | 'last' | 'line1' | 'city' | 'state' | 'zip', string>>) {
  const labels = {
    email: /^Email/,
    phone: /^Phone/,
    first: /Student first name/,
    last: /Student last name/,
    line1: /Address Line 1/,
    city: /^City/,
    state: /^State/,
    zip: /ZIP Code/,
  } as const;
  for (const [field, value] of Object.entries(values) as [keyof typeof labels, string][]) {
    const element = input(labels[field]);
    await userEvent.clear(element);
    if (value) await userEvent.paste(value);
  }
}

const validGuest = { email: 'pat@example.com', phone: '(217) 555-0101', first: 'Ava', last: 'Lopez' };
const homeAddress = { line1: '19 Elm Street', city: 'Chatham', state: 'IL', zip: '62629' };

beforeEach(() => {
  localStorage.clear();
  post.mockReset();
  vi.mocked(goToCheckout).mockReset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('the order form', () => {
  it.each([
    ['no e-mail', { ...validGuest, email: '' }, checkoutMessages.contactRequired],
    ['no phone', { ...validGuest, phone: '   ' }, checkoutMessages.contactRequired],
    ['an e-mail without @', { ...validGuest, email: 'pat.example.com' }, checkoutMessages.invalidEmail],
    ['no student first name', { ...validGuest, first: '' }, checkoutMessages.studentRequired],
    ['no student last name', { ...validGuest, last: ' ' }, checkoutMessages.studentRequired],
  ])('refuses %s with the spec message under the field and sends nothing', async (_case, values, message) => {
    renderOrderStep();
    await fill(values);
    await submit();

    expect(firstInError()).toHaveAccessibleDescription(message);
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('marks the fields a message is about, each described by it, shows it once and focuses the first', async () => {
    renderOrderStep();
    await fill({ ...validGuest, email: '', phone: '' });
    await submit();

    expect(input(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(input(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(input(/^Email/)).toHaveAccessibleDescription(checkoutMessages.contactRequired);
    expect(input(/^Phone/)).toHaveAccessibleDescription(checkoutMessages.contactRequired);
    expect(shown(checkoutMessages.contactRequired)).toHaveLength(1);
    expect(input(/Student first name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(input(/^Email/)).toHaveFocus();
  });

  it('shows every rule an empty form breaks at once, each message under the first of its fields, and focuses the first field', async () => {
    renderOrderStep(homeDelivery);
    await submit();

    for (const [label, message] of [
      [/^Email/, checkoutMessages.contactRequired],
      [/^Phone/, checkoutMessages.contactRequired],
      [/Student first name/, checkoutMessages.studentRequired],
      [/Student last name/, checkoutMessages.studentRequired],
      [/Address Line 1/, checkoutMessages.addressRequired],
      [/ZIP Code/, checkoutMessages.addressRequired],
    ] as const) {
      expect(input(label)).toHaveAttribute('aria-invalid', 'true');
      expect(input(label)).toHaveAccessibleDescription(message);
    }
    for (const message of [checkoutMessages.contactRequired, checkoutMessages.studentRequired, checkoutMessages.addressRequired]) {
      expect(shown(message)).toHaveLength(1);
    }
    expect(input(/^Email/)).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says which fields are required', async () => {
    renderOrderStep(homeDelivery);
    for (const label of [/^Email/, /^Phone/, /Student first name/, /Student last name/, /Address Line 1/, /^City/, /^State/, /ZIP Code/]) {
      expect(input(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(input(/Address Line 2/)).not.toHaveAttribute('aria-required');
  });

  it('updates the message as the fields are corrected', async () => {
    renderOrderStep();
    await submit();
    expect(input(/^Email/)).toHaveAccessibleDescription(checkoutMessages.contactRequired);

    await fill({ email: 'pat@example.com', phone: '217 555 0101' });
    expect(input(/^Email/)).not.toHaveAttribute('aria-invalid');
    expect(input(/Student first name/)).toHaveAccessibleDescription(checkoutMessages.studentRequired);

    await fill({ first: 'Ava', last: 'Lopez' });
    expect(firstInError()).toBeUndefined();
    expect(screen.queryByText(checkoutMessages.studentRequired)).not.toBeInTheDocument();
  });

  it('requires line 1, city, state and ZIP for home delivery (line 2 is optional)', async () => {
    renderOrderStep(homeDelivery);
    const labels = { line1: /Address Line 1/, city: /^City/, state: /^State/, zip: /ZIP Code/ } as const;
    for (const missing of ['line1', 'city', 'state', 'zip'] as const) {
      await fill({ ...validGuest, ...homeAddress, [missing]: '' });
      await submit();
      expect(input(labels[missing])).toHaveAccessibleDescription(checkoutMessages.addressRequired);
    }
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a school-delivery checkout without an address and goes to the payment page', async () => {
    post.mockResolvedValue({ success: true, checkoutUrl: 'http://127.0.0.1:12211/pay/cs_test_1' });
    renderOrderStep();
    await fill(validGuest);
    await submit();

    expect(post).toHaveBeenCalledWith(
      '/orders/checkout/guest',
      {
        email: 'pat@example.com',
        phone: '(217) 555-0101',
        studentFirstName: 'Ava',
        studentLastName: 'Lopez',
        supplyListId: 'list-lincoln-k',
      },
      { headers: { 'Idempotency-Key': expect.any(String) } },
    );
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://127.0.0.1:12211/pay/cs_test_1'));
  });

  it('sends the home-delivery address when the school does not deliver to the school', async () => {
    post.mockResolvedValue({ success: true, checkoutUrl: 'http://127.0.0.1:12211/pay/cs_test_2' });
    renderOrderStep(homeDelivery);
    await fill({ ...validGuest, ...homeAddress });
    await submit();

    expect(post).toHaveBeenCalledWith(
      '/orders/checkout/guest',
      expect.objectContaining({
        address: { line1: '19 Elm Street', line2: '', city: 'Chatham', state: 'IL', zipCode: '62629' },
      }),
      { headers: { 'Idempotency-Key': expect.any(String) } },
    );
  });

  it('sends one Idempotency-Key per request: the same again after a failure, a new one once the form changes', async () => {
    post.mockRejectedValue(new ApiError('The payment service is not answering. Please try again in a moment.', 502, {}));
    renderOrderStep();
    await fill(validGuest);
    await submit();
    await screen.findByText(ORDER_TEXTS.checkout.failed);
    await submit();
    await userEvent.type(input(/Student first name/), 'na');
    await submit();
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(3));
    const keys = post.mock.calls.map((call) => (call[2] as { headers: Record<string, string> }).headers['Idempotency-Key']);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('disables Continue to Checkout while sending', async () => {
    let answer: (value: CheckoutResponse) => void = () => {};
    post.mockReturnValue(new Promise<CheckoutResponse>((resolve) => (answer = resolve)));
    renderOrderStep();
    await fill(validGuest);
    await submit();

    const button = screen.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(post).toHaveBeenCalledTimes(1);
    answer({ success: true, checkoutUrl: 'http://127.0.0.1:12211/pay/cs_test_3' });
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledOnce());
  });

  it("shows 'Failed to start checkout' with the server's message", async () => {
    post.mockRejectedValue(new ApiError('This supply list is not available for ordering', 404, { error: 'This supply list is not available for ordering' }));
    renderOrderStep();
    await fill(validGuest);
    await submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ORDER_TEXTS.checkout.failed);
    expect(alert).toHaveTextContent('This supply list is not available for ordering');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout })).toBeEnabled();
  });

  it('asks a guest whose e-mail has an account to log in, with a link to /login', async () => {
    const body = { success: false, requiresLogin: true, error: checkoutMessages.accountExists };
    post.mockRejectedValue(new ApiError(checkoutMessages.accountExists, 409, body));
    renderOrderStep();
    await fill({ ...validGuest, email: 'parent@example.com' });
    await submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ORDER_TEXTS.checkout.failed);
    expect(alert).toHaveTextContent('An account already exists for this email address. Please log in to continue with your existing account.');
    expect(within(alert).getByRole('link', { name: ORDER_TEXTS.checkout.signIn })).toHaveAttribute('href', '/login');
  });

  it('the Sign In link keeps the boxes and tells the sign-in the e-mail typed and to come back to the order screen', async () => {
    const body = { success: false, requiresLogin: true, error: checkoutMessages.accountExists };
    post.mockRejectedValue(new ApiError(checkoutMessages.accountExists, 409, body));
    const { router } = renderApp(null, {
      path: '/shop',
      routes: [
        {
          path: '/shop',
          element: <OrderStep current={{ school: schoolDelivery, list }} onCancel={vi.fn()} onAddAnotherChild={vi.fn()} onLeaveForPayment={vi.fn()} />,
        },
        { path: '/login', element: <p>sign-in</p> },
      ],
    });
    await fill({ ...validGuest, email: 'parent@example.com' });
    await submit();
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('link', { name: ORDER_TEXTS.checkout.signIn }));

    expect(await screen.findByText('sign-in')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: '/shop', search: '?step=order' }, email: 'parent@example.com' });
    expect(readBasket().boxes).toMatchObject([{ studentFirstName: 'Ava', studentLastName: 'Lopez', supplyListId: list.id }]);
  });

  it('Cancel goes back', async () => {
    const { onCancel } = renderOrderStep();
    await userEvent.click(screen.getByRole('button', { name: ORDER_TEXTS.form.cancel }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says, in place of the form, that a school whose window has closed no longer sells (an Order Again link kept from before)', async () => {
    const closed = aSchool({ orderingOpensOn: '2025-07-01', orderingClosesOn: '2025-08-15', timeZone: 'America/Chicago', orderingOpen: false });
    const { onCancel } = renderOrderStep(closed);

    expect(screen.getByText(orderingMessages.closed({ school: closed.name, date: formatCalendarDate('2025-08-15') }))).toBeVisible();
    expect(screen.queryByRole('button', { name: ORDER_TEXTS.form.continueToCheckout })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Student first name/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: ORDER_TEXTS.form.cancel }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('the order form of a signed-in parent', () => {
  const savedAddress = { line1: '742 Evergreen Terrace', line2: 'Apt 2', city: 'Springfield', state: 'IL', zipCode: '62704' };
  const parent = () => sessions.signedIn({ id: 'uid-parent', email: 'parent@example.com', phone: '(217) 555-0142', ...savedAddress });

  it('asks only for the student and orders for the account', async () => {
    post.mockResolvedValue({ success: true, checkoutUrl: 'http://pay.example/cs_1' });
    renderApp(<OrderStep current={{ school: schoolDelivery, list }} onCancel={vi.fn()} onAddAnotherChild={vi.fn()} onLeaveForPayment={vi.fn()} />, {
      path: '/shop',
      session: parent(),
    });
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(screen.getByText(ORDER_TEXTS.form.orderingAs({ email: 'parent@example.com' }))).toBeInTheDocument();
    await fill({ first: 'Mia', last: 'Rivera' });
    await submit();
    expect(post).toHaveBeenCalledWith(
      '/orders/checkout/user',
      {
        userId: 'uid-parent',
        studentFirstName: 'Mia',
        studentLastName: 'Rivera',
        supplyListId: list.id,
      },
      { headers: { 'Idempotency-Key': expect.any(String) } },
    );
    expect(goToCheckout).toHaveBeenCalledWith('http://pay.example/cs_1');
  });

  it('prefills the home-delivery address from the saved profile', async () => {
    post.mockResolvedValue({ success: true, checkoutUrl: 'http://pay.example/cs_2' });
    renderApp(<OrderStep current={{ school: homeDelivery, list }} onCancel={vi.fn()} onAddAnotherChild={vi.fn()} onLeaveForPayment={vi.fn()} />, {
      path: '/shop',
      session: parent(),
    });
    expect(input(/Address Line 1/)).toHaveValue('742 Evergreen Terrace');
    expect(input(/ZIP Code/)).toHaveValue('62704');
    await fill({ first: 'Mia', last: 'Rivera' });
    await submit();
    expect(post).toHaveBeenCalledWith('/orders/checkout/user', expect.objectContaining({ address: savedAddress }), {
      headers: { 'Idempotency-Key': expect.any(String) },
    });
  });

  it('offers the children of earlier orders, this school’s first, and a tap fills in the student', async () => {
    post.mockResolvedValue({ success: true, checkoutUrl: 'http://pay.example/cs_3' });
    vi.mocked(api.get).mockImplementation(async (path: string) => {
      if (path !== '/users/profile/children') throw new ApiError('Not found', 404, null);
      return {
        children: [
          { firstName: 'Leo', lastName: 'Rivera', schoolId: 'school-maple', schoolName: 'Maple Grove Academy', lastOrderedAt: null },
          { firstName: 'Mia', lastName: 'Rivera', schoolId: schoolDelivery.id, schoolName: schoolDelivery.name, lastOrderedAt: null },
        ],
      };
    });
    renderApp(<OrderStep current={{ school: schoolDelivery, list }} onCancel={vi.fn()} onAddAnotherChild={vi.fn()} onLeaveForPayment={vi.fn()} />, {
      path: '/shop',
      session: parent(),
    });
    const offered = await screen.findByRole('group', { name: ORDER_TEXTS.form.yourChildren });
    expect(
      within(offered)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mia Rivera', ORDER_TEXTS.form.childAtSchool({ name: 'Leo Rivera', school: 'Maple Grove Academy' })]);
    await userEvent.click(within(offered).getByRole('button', { name: 'Mia Rivera' }));
    expect(input(/Student first name/)).toHaveValue('Mia');
    expect(input(/Student last name/)).toHaveValue('Rivera');
    await submit();
    expect(post).toHaveBeenCalledWith('/orders/checkout/user', expect.objectContaining({ studentFirstName: 'Mia', studentLastName: 'Rivera' }), {
      headers: { 'Idempotency-Key': expect.any(String) },
    });
  });

  it('says in place of the form when the session ends on it, and signing in again comes back to it with what was typed', async () => {
    const path = `/shop?school=${homeDelivery.id}&list=${list.id}&step=order`;
    const routes = (session: ReturnType<typeof parent>) => ({
      path,
      session,
      routes: [
        {
          path: '/shop',
          element: <OrderStep current={{ school: homeDelivery, list }} onCancel={vi.fn()} onAddAnotherChild={vi.fn()} onLeaveForPayment={vi.fn()} />,
        },
        { path: '/login', element: <p>sign-in</p> },
      ],
    });
    const typed = renderApp(null, routes(parent()));
    await fill({ first: 'Mia', last: 'Rivera' });
    await userEvent.clear(input(/Address Line 2/));
    await userEvent.paste('Unit 9');
    typed.unmount();

    // The hour ran out: the order screen is built anew (the end of a session empties the cache).
    const { router } = renderApp(null, routes({ ...sessions.signedOut(), sessionEnded: true }));
    const ended = screen.getByRole('alert');
    expect(ended).toHaveTextContent(ORDER_TEXTS.checkout.sessionEnded);
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Student first name/)).not.toBeInTheDocument();
    const signIn = within(ended).getByRole('link', { name: ORDER_TEXTS.checkout.signIn });
    expect(signIn).toHaveFocus();
    await userEvent.click(signIn);
    expect(await screen.findByText('sign-in')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: '/shop', search: path.slice('/shop'.length) }, email: 'parent@example.com' });
    cleanup();

    renderApp(null, routes(parent()));
    expect(input(/Student first name/)).toHaveValue('Mia');
    expect(input(/Student last name/)).toHaveValue('Rivera');
    expect(input(/Address Line 2/)).toHaveValue('Unit 9');
    expect(input(/Address Line 1/)).toHaveValue('742 Evergreen Terrace');
  });

  it('gives what an account typed back to that account only, never to a guest or another account', async () => {
    const values = { email: '', phone: '', studentFirstName: 'Mia', studentLastName: 'Rivera', address: savedAddress };
    saveOrderDraft({ form: `${schoolDelivery.id}/${list.id}`, uid: 'someone-else', email: 'x@example.com', values, skipped: [] });
    const step = <OrderStep current={{ school: schoolDelivery, list }} onCancel={vi.fn()} onAddAnotherChild={vi.fn()} onLeaveForPayment={vi.fn()} />;
    const guest = renderApp(step, { path: '/shop' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input(/Student first name/)).toHaveValue('');
    guest.unmount();

    renderApp(step, { path: '/shop', session: parent() });
    expect(input(/Student first name/)).toHaveValue('');
  });

  it('still requires the student names', async () => {
    renderApp(<OrderStep current={{ school: schoolDelivery, list }} onCancel={vi.fn()} onAddAnotherChild={vi.fn()} onLeaveForPayment={vi.fn()} />, {
      path: '/shop',
      session: parent(),
    });
    await submit();
    expect(input(/Student first name/)).toHaveAccessibleDescription(checkoutMessages.studentRequired);
    expect(post).not.toHaveBeenCalled();
  });
});

describe('a household: several boxes in one checkout, without what the family already has', () => {
  const get = vi.mocked(api.get);
  const scissors = { ...aMapping('Safety Scissors', 1, 3.25), optional: true as const };
  const withOptional = aList({ totalPrice: 20, productsMappings: [aMapping('Crayons (24 count)', 2), scissors], optionalCount: 1 });
  const mapleList = aList({
    id: 'list-maple-3',
    name: '3rd Grade Supply List',
    schoolId: homeDelivery.id,
    school: { id: homeDelivery.id, name: homeDelivery.name },
    totalPrice: 41.5,
  });
  const savedBox = {
    id: 'box-1',
    schoolId: homeDelivery.id,
    supplyListId: mapleList.id,
    studentFirstName: 'Ben',
    studentLastName: 'Lopez',
    skippedProductIds: [],
  };

  beforeEach(() => {
    get.mockReset();
    get.mockImplementation(async (path: string) => {
      if (path === '/schools') return { schools: [schoolDelivery, homeDelivery] };
      for (const school of [schoolDelivery, homeDelivery]) if (path === `/schools/${school.id}`) return { school };
      if (path === `/schools/${homeDelivery.id}/supply-lists`) return { supplyLists: [mapleList] };
      if (path === `/schools/${schoolDelivery.id}/supply-lists`) return { supplyLists: [list, withOptional] };
      throw new Error(`unexpected GET ${path}`);
    });
  });

  function renderStep(current: { school: typeof schoolDelivery; list: typeof list } | null) {
    const props = { onCancel: vi.fn(), onAddAnotherChild: vi.fn(), onLeaveForPayment: vi.fn() };
    renderApp(<OrderStep current={current} {...props} />, { path: '/shop' });
    return props;
  }

  it('takes an item the family already has out of the box and off its price, and sends the skip', async () => {
    post.mockResolvedValue({ success: true, checkoutUrl: 'http://pay.example/cs_skip', orderIds: ['o1'] });
    renderStep({ school: schoolDelivery, list: withOptional });
    await userEvent.click(screen.getByRole('checkbox', { name: ORDER_TEXTS.order.alreadyHaveItem({ product: 'Safety Scissors' }) }));
    // Its share of the $20 list: $3.25 of the $8.25 its items cost, $7.87 (rounded down).
    expect(screen.getByTestId('box-price')).toHaveTextContent('$12.13');
    expect(screen.getByText(ORDER_TEXTS.order.skippedLine({ count: 1 }))).toBeInTheDocument();

    await fill(validGuest);
    await submit();
    expect(post).toHaveBeenCalledWith(
      '/orders/checkout',
      {
        email: 'pat@example.com',
        phone: '(217) 555-0101',
        boxes: [{ supplyListId: withOptional.id, studentFirstName: 'Ava', studentLastName: 'Lopez', skippedProductIds: [scissors.productId] }],
      },
      { headers: { 'Idempotency-Key': expect.any(String) } },
    );
  });

  it('adds another child with only this child named, keeping the box and what was typed in the browser', async () => {
    const { onAddAnotherChild } = renderStep({ school: schoolDelivery, list });
    const addAnother = () => userEvent.click(screen.getByRole('button', { name: ORDER_TEXTS.form.addAnotherChild }));
    await addAnother();
    expect(input(/Student first name/)).toHaveAccessibleDescription(checkoutMessages.studentRequired);
    expect(onAddAnotherChild).not.toHaveBeenCalled();

    await fill({ email: 'pat@example.com', first: 'Ava', last: 'Lopez' });
    await addAnother();
    expect(onAddAnotherChild).toHaveBeenCalledOnce();
    expect(readBasket().boxes).toEqual([
      { id: expect.any(String), schoolId: schoolDelivery.id, supplyListId: list.id, studentFirstName: 'Ava', studentLastName: 'Lopez', skippedProductIds: [] },
    ]);
    expect(readBasket().details).toMatchObject({ email: 'pat@example.com', phone: '' });
  });

  it('shows the boxes chosen before with this one and the total, asks for the address a saved box needs, and pays them all at once', async () => {
    addBoxes([savedBox]);
    saveCheckoutDetails({ email: 'pat@example.com', phone: '(217) 555-0101', address: { line1: '', line2: '', city: '', state: '', zipCode: '' } });
    post.mockResolvedValue({ success: true, checkoutUrl: 'http://pay.example/cs_two', orderIds: ['o1', 'o2'] });
    const { onLeaveForPayment } = renderStep({ school: schoolDelivery, list });

    const boxes = screen.getByRole('region', { name: ORDER_TEXTS.boxes.heading({ count: 2 }) });
    expect(await within(boxes).findByText('$41.50')).toBeInTheDocument();
    expect(within(boxes).getByText('Ben Lopez')).toBeInTheDocument();
    expect(within(boxes).getByTestId('boxes-total')).toHaveTextContent('$75.81');
    expect(input(/^Email/)).toHaveValue('pat@example.com');

    await fill({ first: 'Ava', last: 'Lopez', ...homeAddress });
    expect(within(boxes).getByText('Ava Lopez')).toBeInTheDocument();
    await submit();
    expect(post).toHaveBeenCalledWith(
      '/orders/checkout',
      {
        email: 'pat@example.com',
        phone: '(217) 555-0101',
        boxes: [
          { supplyListId: mapleList.id, studentFirstName: 'Ben', studentLastName: 'Lopez' },
          { supplyListId: list.id, studentFirstName: 'Ava', studentLastName: 'Lopez' },
        ],
        address: { line1: '19 Elm Street', line2: '', city: 'Chatham', state: 'IL', zipCode: '62629' },
      },
      { headers: { 'Idempotency-Key': expect.any(String) } },
    );
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://pay.example/cs_two'));
    expect(onLeaveForPayment).toHaveBeenCalledOnce();
    expect(readBasket().boxes.map((box) => box.studentFirstName)).toEqual(['Ben', 'Ava']);
  });

  it('pays the saved boxes alone, without asking for a student, and removes a box on request', async () => {
    addBoxes([savedBox, { ...savedBox, studentFirstName: 'Cleo' }]);
    post.mockResolvedValue({ success: true, checkoutUrl: 'http://pay.example/cs_saved' });
    renderStep(null);
    expect(screen.queryByLabelText(/Student first name/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ORDER_TEXTS.form.addAnotherChild })).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: ORDER_TEXTS.boxes.remove({ childName: 'Cleo Lopez' }) }));
    expect(screen.getByRole('region', { name: ORDER_TEXTS.boxes.heading({ count: 1 }) })).toBeInTheDocument();
    await fill({ email: 'pat@example.com', phone: '217 555 0101', ...homeAddress });
    await submit();
    expect(post).toHaveBeenCalledWith('/orders/checkout/guest', expect.objectContaining({ supplyListId: mapleList.id, studentFirstName: 'Ben' }), {
      headers: { 'Idempotency-Key': expect.any(String) },
    });
  });

  it('refuses a checkout with a box that can no longer be bought', async () => {
    addBoxes([{ ...savedBox, supplyListId: 'list-unpublished' }]);
    renderStep({ school: schoolDelivery, list });
    expect(await screen.findByText(ORDER_TEXTS.boxes.unavailable)).toBeInTheDocument();
    await fill(validGuest);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(ORDER_TEXTS.boxes.removeUnavailable);
    expect(post).not.toHaveBeenCalled();
  });
  describe('Try Again: that box, once', () => {
    const failedBox = {
      schoolId: schoolDelivery.id,
      supplyListId: withOptional.id,
      studentFirstName: 'Ava',
      studentLastName: 'Lopez',
      skippedProductIds: [scissors.productId],
    };
    const details = { email: 'pat@example.com', phone: '(217) 555-0101', address: { line1: '', line2: '', city: '', state: '', zipCode: '' } };
    const tryAgain = (skipped: string[] = [scissors.productId]) =>
      renderApp(
        <OrderStep
          current={{ school: schoolDelivery, list: withOptional }}
          student={{ first: 'Ava', last: 'Lopez', skipped }}
          onCancel={vi.fn()}
          onAddAnotherChild={vi.fn()}
          onLeaveForPayment={vi.fn()}
        />,
        { path: '/shop' },
      );
    const alreadyHave = () => screen.getByRole('checkbox', { name: ORDER_TEXTS.order.alreadyHaveItem({ product: 'Safety Scissors' }) });

    it('takes up the cart’s box for that child and list with its ticks: one box, at its price, and the cart holds it once', async () => {
      addBoxes([failedBox]);
      saveCheckoutDetails(details);
      post.mockResolvedValue({ success: true, checkoutUrl: 'http://pay.example/cs_again', orderIds: ['o1'] });
      tryAgain([]);

      expect(alreadyHave()).toBeChecked();
      expect(screen.getByTestId('box-price')).toHaveTextContent('$12.13');
      expect(screen.queryByRole('region', { name: /Your Boxes/ })).not.toBeInTheDocument();
      expect(screen.queryByText(/already has/)).not.toBeInTheDocument();
      await submit();
      expect(post).toHaveBeenCalledWith(
        '/orders/checkout',
        {
          ...details,
          address: undefined,
          boxes: [{ supplyListId: withOptional.id, studentFirstName: 'Ava', studentLastName: 'Lopez', skippedProductIds: [scissors.productId] }],
        },
        { headers: { 'Idempotency-Key': expect.any(String) } },
      );
      await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://pay.example/cs_again'));
      expect(readBasket().boxes).toEqual([{ ...failedBox, id: expect.any(String) }]);
    });

    it('ticks the order’s items again when the cart no longer holds its box (another device)', () => {
      tryAgain();
      expect(alreadyHave()).toBeChecked();
      expect(screen.getByTestId('box-price')).toHaveTextContent('$12.13');
    });

    it('asks before the same child’s list is in the cart twice, and buys nothing meanwhile; Order Both buys both', async () => {
      addBoxes([{ ...failedBox, supplyListId: list.id, skippedProductIds: [] }]);
      saveCheckoutDetails(details);
      post.mockResolvedValue({ success: true, checkoutUrl: 'http://pay.example/cs_both', orderIds: ['o1', 'o2'] });
      renderStep({ school: schoolDelivery, list });
      await fill({ first: 'ava', last: ' Lopez ' });

      const duplicate = ORDER_TEXTS.boxes.duplicate({ child: 'ava Lopez', list: list.name });
      expect(screen.getByRole('status')).toHaveTextContent(duplicate);
      await submit();
      expect(post).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: ORDER_TEXTS.boxes.keepOne })).toHaveFocus();

      await userEvent.click(screen.getByRole('button', { name: ORDER_TEXTS.boxes.orderBoth }));
      expect(screen.queryByText(duplicate)).not.toBeInTheDocument();
      await submit();
      expect(post).toHaveBeenCalledWith('/orders/checkout', expect.objectContaining({ boxes: [expect.any(Object), expect.any(Object)] }), expect.anything());
    });

    it('Keep One Box makes this box the one for that child and list', async () => {
      addBoxes([{ ...failedBox, supplyListId: list.id, skippedProductIds: [] }]);
      saveCheckoutDetails(details);
      post.mockResolvedValue({ success: true, checkoutUrl: 'http://pay.example/cs_one' });
      renderStep({ school: schoolDelivery, list });
      await fill({ first: 'Ava', last: 'Lopez' });
      expect(screen.getByRole('region', { name: ORDER_TEXTS.boxes.heading({ count: 2 }) })).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: ORDER_TEXTS.boxes.keepOne }));
      expect(screen.queryByRole('region', { name: /Your Boxes/ })).not.toBeInTheDocument();
      await submit();
      expect(post).toHaveBeenCalledWith(
        '/orders/checkout/guest',
        expect.objectContaining({ supplyListId: list.id, studentFirstName: 'Ava' }),
        expect.anything(),
      );
      await vi.waitFor(() => expect(readBasket().boxes).toHaveLength(1));
    });
  });
});
