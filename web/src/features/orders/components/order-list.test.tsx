import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrder, boxesOfCheckout } from '@/testing/order-fixtures';
import { renderApp, screen } from '@/testing/test-utils';
import { MY_ORDERS_TEXTS } from '../texts';
import { OrderList } from './order-list';

const texts = MY_ORDERS_TEXTS.checkout;
const list = (name: string, totalPrice: number) => ({ ...anOrder().supplyList, name, totalPrice });

describe('OrderList', () => {
  it("shows the boxes of one checkout together as 'Paid together', with the total paid once and the number of boxes", () => {
    const boxes = boxesOfCheckout(
      'checkout-lee',
      { status: 'PAYMENT_SUCCESS', studentFirstName: 'Noah', supplyList: list('Kindergarten Supply List', 34.31) },
      { status: 'PAYMENT_SUCCESS', studentFirstName: 'Ava', supplyList: list('Grade 3 Supply List', 28.46) },
    );
    renderApp(<OrderList orders={boxes} />);

    const group = screen.getByRole('region', { name: texts.paidTitle });
    expect(within(group).getByText(texts.boxes({ count: 2 }))).toBeInTheDocument();
    expect(group).toHaveTextContent(`${texts.totalPaid} $62.77`);
    const cards = within(group).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 4 }).textContent)).toEqual(['Kindergarten Supply List', 'Grade 3 Supply List']);
    // Each box keeps its own card, with its own total, student and status.
    expect(cards[0]).toHaveTextContent('$34.31');
    expect(cards[0]).toHaveTextContent('Noah Lee');
    expect(cards[1]).toHaveTextContent('$28.46');
    expect(cards[1]).toHaveTextContent('Ava Lee');
    expect(within(cards[1]!).getByText('Payment Successful')).toBeInTheDocument();
  });

  it('keeps groups and single orders newest first, and shows orders paid alone as before', () => {
    const orders = [
      anOrder({ id: 'order-newest', checkoutId: null, supplyList: list('Newest List', 10) }),
      ...boxesOfCheckout('checkout-two', { status: 'PREPARING', supplyList: list('Box A', 10) }, { status: 'PREPARING', supplyList: list('Box B', 10) }),
      anOrder({ id: 'order-one-box', checkoutId: 'checkout-one', supplyList: list('One Box List', 10) }),
    ];
    renderApp(<OrderList orders={orders} />);

    const headings = (level: number) => screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);
    expect(headings(3)).toEqual(['Newest List', texts.paidTitle, 'One Box List']);
    expect(headings(4)).toEqual(['Box A', 'Box B']);
    expect(screen.getAllByRole('region', { name: texts.paidTitle })).toHaveLength(1);
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('still groups the boxes when one was cancelled and refunded, and says so on its card', () => {
    renderApp(<OrderList orders={boxesOfCheckout('checkout-lee', { status: 'CANCELLED' }, { status: 'PAYMENT_SUCCESS' })} />);
    const group = screen.getByRole('region', { name: texts.paidTitle });
    expect(within(group).getByText('Cancelled')).toBeInTheDocument();
    expect(group).toHaveTextContent(`${texts.totalPaid} $68.62`);
  });

  it.each(['AWAITING_PAYMENT', 'PAYMENT_FAILED'] as const)("does not say 'Paid together' for a checkout whose boxes are %s", (status) => {
    renderApp(<OrderList orders={boxesOfCheckout('checkout-lee', { status }, { status })} />);
    const group = screen.getByRole('region', { name: texts.orderedTitle });
    expect(group).toHaveTextContent(`${texts.total} $68.62`);
    expect(screen.queryByText(texts.paidTitle)).not.toBeInTheDocument();
    expect(screen.queryByText(texts.totalPaid)).not.toBeInTheDocument();
  });
});
