import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { anOrder } from '@/testing/order-fixtures';
import { resetLiveOrders } from '@/testing/fake-live-orders';
import { LiveOrdersRefresh } from './live-orders-refresh';

/** Renders the listener again on each click, as a parent re-renders. */
function Harness({ onChange }: { onChange: () => void }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <button onClick={() => setCount(count + 1)}>again</button>
      <LiveOrdersRefresh scope={{ kind: 'all', max: 25 }} onChange={onChange} />
    </>
  );
}
const renderAgain = () => screen.getByRole('button', { name: 'again' }).click();

describe('LiveOrdersRefresh', () => {
  it('when the newest orders change after the first answer, then it asks for the table again; the same orders ask nothing', async () => {
    const onChange = vi.fn();
    resetLiveOrders([anOrder({ id: 'order-a' })]);
    render(<Harness onChange={onChange} />);
    await act(async () => renderAgain());
    expect(onChange).not.toHaveBeenCalled();

    resetLiveOrders([anOrder({ id: 'order-b' }), anOrder({ id: 'order-a' })]);
    await act(async () => renderAgain());
    expect(onChange).toHaveBeenCalledTimes(1);

    resetLiveOrders([anOrder({ id: 'order-b', status: 'PREPARING' }), anOrder({ id: 'order-a' })]);
    await act(async () => renderAgain());
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
