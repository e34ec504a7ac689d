import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes, useNavigate, useSearchParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenHandOver } from './screen-hand-over';

// The app's router: the address moves at once, the screen being left stays on view (a transition)
// until the next screen's code is there.

let loadNext: (() => void) | undefined;
/** The order's screen, its code arriving when the test says (`loadNext`). */
const lazyOrder = () =>
  lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        loadNext = () => resolve({ default: () => <h1>The order</h1> });
      }),
  );

/** A list whose search is kept in the address, as All Orders keeps it: a change in place (replace). */
function List({ onReady }: { onReady: (actions: { search: (q: string) => void; goElsewhere: () => void }) => void }) {
  const [, setParams] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    onReady({ search: (q) => setParams({ q }, { replace: true }), goElsewhere: () => navigate('/elsewhere') });
  });
  return (
    <>
      <h1>All orders</h1>
      <Link to="/orders/1">Order 1</Link>
    </>
  );
}

function App(props: Parameters<typeof List>[0]) {
  const [Next] = useState(lazyOrder);
  return (
    <BrowserRouter>
      <Suspense fallback={<p>Loading</p>}>
        <ScreenHandOver>
          <Routes>
            <Route path="/orders" element={<List {...props} />} />
            <Route path="/orders/1" element={<Next />} />
            <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
          </Routes>
        </ScreenHandOver>
      </Suspense>
    </BrowserRouter>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('ScreenHandOver', () => {
  it('drops a change in place of the address that the screen being left makes while the next one loads', async () => {
    window.history.replaceState(null, '', '/orders');
    let actions: { search: (q: string) => void; goElsewhere: () => void } | undefined;
    render(<App onReady={(a) => (actions = a)} />);
    actions!.search('ava');
    await vi.waitFor(() => expect(window.location.search).toBe('?q=ava'));

    await userEvent.click(screen.getByRole('link', { name: 'Order 1' }));
    expect(window.location.pathname).toBe('/orders/1');
    // Still on view while the order's code loads: its search pauses end now.
    expect(screen.getByRole('heading', { name: 'All orders' })).toBeVisible();
    act(() => actions!.search('ben'));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/orders/1');

    await act(async () => loadNext!());
    expect(await screen.findByRole('heading', { name: 'The order' })).toBeVisible();
    expect(window.location.pathname).toBe('/orders/1');
  });

  it('lets the screen being left go elsewhere: a person who changes their mind is followed', async () => {
    window.history.replaceState(null, '', '/orders');
    let actions: { search: (q: string) => void; goElsewhere: () => void } | undefined;
    render(<App onReady={(a) => (actions = a)} />);
    await userEvent.click(screen.getByRole('link', { name: 'Order 1' }));
    act(() => actions!.goElsewhere());
    expect(window.location.pathname).toBe('/elsewhere');
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeVisible();
  });
});
