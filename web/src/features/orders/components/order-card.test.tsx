import { orderStatuses, type OrderStatus } from '@ssb/contract';
import { cleanup, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { MY_ORDERS_TEXTS } from '../texts';
import { anOrder } from '@/testing/order-fixtures';
import { STATUS_STYLES } from '@/components/orders/order-status';
import { OrderCard } from './order-card';

describe('OrderCard', () => {
  it('shows every field of the order', () => {
    renderApp(<OrderCard order={anOrder({ createdAt: '2026-11-22T15:30:00.000Z' })} />);

    const card = screen.getByRole('article', { name: 'Kindergarten Supply List' });
    for (const text of [
      'Lincoln Elementary School',
      '#emo-0004',
      'Awaiting Payment',
      'November 22, 2026',
      '$34.31',
      'Noah Lee',
      'sam.lee@example.com',
      '(217) 555-0188',
      'Lincoln Elementary School, 1200 Oak Street, Springfield, IL 62701',
      'Please label the pencil box with your child’s name.',
      'Items in this order:',
    ]) {
      expect(card).toHaveTextContent(text);
    }
    const items = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Crayons (24 count)2x', 'Safety Scissors1x']);
  });

  it('shows a box sent home its carrier, number and tracking link; another carrier’s number alone', () => {
    const url = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
    renderApp(<OrderCard order={anOrder({ status: 'PAYMENT_SUCCESS', tracking: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', url } })} />);
    expect(screen.getByRole('article')).toHaveTextContent('Shipped with UPS, tracking number 1Z999AA10123456784');
    expect(screen.getByRole('link', { name: 'Track the box' })).toHaveAttribute('href', url);
    cleanup();
    renderApp(<OrderCard order={anOrder({ status: 'PAYMENT_SUCCESS', tracking: { carrier: 'OnTrac', trackingNumber: 'C10000000000000' } })} />);
    expect(screen.getByRole('article')).toHaveTextContent('Shipped with OnTrac, tracking number C10000000000000');
    expect(screen.queryByRole('link', { name: 'Track the box' })).toBeNull();
  });

  it('shows a phone typed any way in one format', () => {
    const order = anOrder();
    renderApp(<OrderCard order={{ ...order, user: { ...order.user, phone: '217.555.0188' } }} />);
    expect(screen.getByRole('article')).toHaveTextContent('(217) 555-0188');
  });

  it('offers Try Again on a failed payment, Order Again on an order that went through, neither while awaiting payment', () => {
    const failed = anOrder({ id: 'order-failed', status: 'PAYMENT_FAILED' });
    const { unmount } = renderApp(<OrderCard order={failed} />);
    const tryAgain = screen.getByRole('link', { name: 'Try Again for Noah Lee: Kindergarten Supply List' });
    const target = new URL(tryAgain.getAttribute('href')!, 'http://shop.test');
    expect(target.pathname).toBe('/shop');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      school: 'school-lincoln',
      list: 'list-lincoln-k',
      step: 'order',
      first: 'Noah',
      last: 'Lee',
      grade: '0',
    });
    unmount();

    const { unmount: unmountCompleted } = renderApp(<OrderCard order={anOrder({ status: 'COMPLETED' })} />);
    expect(screen.getByRole('link', { name: /^Order Again for Noah Lee/ })).toBeInTheDocument();
    unmountCompleted();

    renderApp(<OrderCard order={anOrder({ status: 'AWAITING_PAYMENT' })} />);
    expect(screen.queryByRole('link', { name: /Again/ })).not.toBeInTheDocument();
  });

  it('offers Order the next grade on an order that went through: the same school and child, the grade after its list’s', () => {
    renderApp(<OrderCard order={anOrder({ status: 'COMPLETED' })} />);
    const link = screen.getByRole('link', { name: /^Order the next grade for Noah Lee/ });
    const target = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(Object.fromEntries(target.searchParams)).toMatchObject({ grade: '1', step: 'order', first: 'Noah', last: 'Lee' });
    expect(target.searchParams.has('list')).toBe(false);
    cleanup();
    renderApp(<OrderCard order={anOrder({ status: 'PAYMENT_FAILED' })} />);
    expect(screen.queryByRole('link', { name: /^Order the next grade/ })).toBeNull();
    cleanup();
    renderApp(<OrderCard order={anOrder({ status: 'COMPLETED', supplyList: { ...anOrder().supplyList, name: '12th Grade' } })} />);
    expect(screen.queryByRole('link', { name: /^Order the next grade/ })).toBeNull();
  });

  it('Try Again keeps the items the family already had ticked', () => {
    const ruler = { productId: 'prod-ruler', quantity: 2, product: { id: 'prod-ruler', name: 'Ruler (12 inch)', price: 1.5, description: '' } };
    const failed = anOrder({ status: 'PAYMENT_FAILED', supplyList: { ...anOrder().supplyList, skippedItems: [ruler] } });
    renderApp(<OrderCard order={failed} />);
    const href = screen.getByRole('link', { name: /^Try Again for Noah Lee/ }).getAttribute('href')!;
    expect(new URL(href, 'http://shop.test').searchParams.get('skip')).toBe('prod-ruler');
  });

  it('offers Pay now for an unpaid order to whoever may pay it: a guest holding its link, its owner signed in', () => {
    for (const status of ['AWAITING_PAYMENT', 'PAYMENT_FAILED'] as const) {
      const withLink = renderApp(<OrderCard order={anOrder({ status, link: 'signed' })} />);
      expect(screen.getByRole('button', { name: 'Pay now for Noah Lee: Kindergarten Supply List' })).toHaveTextContent('Pay now');
      withLink.unmount();
      const signedIn = renderApp(<OrderCard order={anOrder({ status })} />, { session: sessions.parent() });
      expect(screen.getByRole('button', { name: /^Pay now/ })).toBeInTheDocument();
      signedIn.unmount();
    }
    // A guest without the order's link could not be let pay; a paid or cancelled order has nothing to pay.
    const noLink = renderApp(<OrderCard order={anOrder({ status: 'PAYMENT_FAILED' })} />);
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
    noLink.unmount();
    for (const status of ['PAYMENT_SUCCESS', 'CANCELLED', 'COMPLETED'] as const) {
      const ended = renderApp(<OrderCard order={anOrder({ status, link: 'signed' })} />, { session: sessions.parent() });
      expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
      ended.unmount();
    }
  });

  it('says what was refunded and when, in English and Spanish', async () => {
    const refunded = anOrder({
      status: 'CANCELLED',
      supplyList: { ...anOrder().supplyList, totalPrice: 18.02 },
      refunded: { amount: 18.02, at: '2026-09-03T15:04:05.000Z' },
    });
    const { unmount } = renderApp(<OrderCard order={refunded} />);
    expect(screen.getByRole('article')).toHaveTextContent('Refunded $18.02 on September 3, 2026');
    unmount();

    await speak('es');
    renderApp(<OrderCard order={refunded} />);
    expect(screen.getByRole('article')).toHaveTextContent('Se reembolsaron $18.02 el 3 de septiembre de 2026');
  });

  it('says nothing of a refund when no money went back', () => {
    renderApp(<OrderCard order={anOrder({ status: 'CANCELLED' })} />);
    expect(screen.getByRole('article')).not.toHaveTextContent(/Refunded/);
  });

  it('labels the student and contact fields', () => {
    renderApp(<OrderCard order={anOrder()} />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(Object.fromEntries(terms.map((term, i) => [term, definitions[i]]))).toEqual({
      Student: 'Noah Lee',
      Email: 'sam.lee@example.com',
      Phone: '(217) 555-0188',
      'Delivery address': 'Lincoln Elementary School, 1200 Oak Street, Springfield, IL 62701',
    });
  });

  it("lists the items the family already had under 'You already have:', apart from what went into the box", () => {
    const ruler = { productId: 'prod-ruler', quantity: 2, product: { id: 'prod-ruler', name: 'Ruler (12 inch)', price: 1.5, description: '' } };
    renderApp(<OrderCard order={anOrder({ supplyList: { ...anOrder().supplyList, skippedItems: [ruler] } })} />);

    const [inTheBox, alreadyHad] = screen.getAllByRole('list');
    expect(inTheBox!.previousElementSibling).toHaveTextContent(MY_ORDERS_TEXTS.card.items);
    expect(
      within(inTheBox!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Crayons (24 count)2x', 'Safety Scissors1x']);
    expect(alreadyHad!.previousElementSibling).toHaveTextContent(MY_ORDERS_TEXTS.card.alreadyHave);
    expect(
      within(alreadyHad!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ruler (12 inch)2x']);
  });

  it('says nothing of items already had when the family skipped none', () => {
    renderApp(<OrderCard order={anOrder()} />);
    expect(screen.queryByText(MY_ORDERS_TEXTS.card.alreadyHave)).not.toBeInTheDocument();
    expect(screen.getAllByRole('list')).toHaveLength(1);
  });

  it('leaves out the note when the list has none', () => {
    renderApp(<OrderCard order={anOrder({ supplyList: { ...anOrder().supplyList, note: '' } })} />);
    expect(screen.queryByText(MY_ORDERS_TEXTS.card.note, { exact: false })).not.toBeInTheDocument();
  });

  const expected: Record<OrderStatus, [string, string]> = {
    COMPLETED: ['Completed', 'green'],
    PREPARING: ['Preparing', 'purple'],
    PAYMENT_SUCCESS: ['Payment Successful', 'light green'],
    PAYMENT_FAILED: ['Payment Failed', 'red'],
    CANCELLED: ['Cancelled', 'red'],
    AWAITING_PAYMENT: ['Awaiting Payment', 'amber'],
  };

  it.each(orderStatuses)('shows %s as a readable pill in the spec colour', (status) => {
    renderApp(<OrderCard order={anOrder({ status })} />);

    const [label, tone] = expected[status];
    const pill = screen.getByText(label).closest('[data-status]');
    expect(pill).toHaveAttribute('data-status', status);
    expect(STATUS_STYLES[status].tone).toBe(tone);
    expect(pill).toHaveStyle({ backgroundColor: STATUS_STYLES[status].background, color: STATUS_STYLES[status].color });
  });

  it('shows the box’s money under its total when the order answers it, in English and Spanish', async () => {
    const money = { subtotal: 34.31, skipped: 0, discount: 3.43, shipping: 4.5, tax: 1.93, total: 37.31 };
    renderApp(<OrderCard order={anOrder({ money })} />);
    const lines = screen.getByTestId('money-breakdown');
    expect([...lines.querySelectorAll('dt')].map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)).toEqual([
      'Subtotal $34.31',
      'Discount −$3.43',
      'Shipping $4.50',
      'Sales tax $1.93',
      'Total $37.31',
    ]);
    // The card's total is what the box was charged.
    expect(screen.getByRole('article')).toHaveTextContent(`${MY_ORDERS_TEXTS.card.total} $37.31`);
    cleanup();

    await speak('es');
    renderApp(<OrderCard order={anOrder({ money })} />);
    expect(screen.getByTestId('money-breakdown')).toHaveTextContent('Impuesto sobre las ventas$1.93');
  });

  it('shows no breakdown for an order that did not store its money', () => {
    renderApp(<OrderCard order={anOrder()} />);
    expect(screen.queryByTestId('money-breakdown')).not.toBeInTheDocument();
  });

  const steps = [
    { step: 'placed', at: '2026-08-01T15:00:00.000Z' },
    { step: 'paid', at: '2026-08-01T15:02:00.000Z' },
    { step: 'packed', at: '2026-08-10T15:00:00.000Z' },
    { step: 'shipped', at: '2026-08-12T15:00:00.000Z' },
    { step: 'atSchool', at: '2026-08-13T15:00:00.000Z' },
  ] as const;

  it('shows the steps the box took to the door, each with its date, oldest first', () => {
    renderApp(<OrderCard order={anOrder({ status: 'PREPARING', steps: [...steps] })} />);
    const list = screen.getByRole('list', { name: MY_ORDERS_TEXTS.steps.heading });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Placed August 1, 2026', 'Paid August 1, 2026', 'Packed August 10, 2026', 'Shipped August 12, 2026', 'At school August 13, 2026']);
  });

  it('shows the steps in Spanish', async () => {
    await speak('es');
    renderApp(<OrderCard order={anOrder({ status: 'PREPARING', steps: [...steps] })} />);
    const list = screen.getByRole('list', { name: 'Progreso' });
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('En la escuela 13 de agosto de 2026');
  });

  it('shows no steps for an order that kept no history', () => {
    renderApp(<OrderCard order={anOrder()} />);
    expect(screen.queryByRole('list', { name: MY_ORDERS_TEXTS.steps.heading })).not.toBeInTheDocument();
  });
});
