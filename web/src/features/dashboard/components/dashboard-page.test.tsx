import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatCalendarDate, formMessages, orderingMessages, todayIn, type Order, type School } from '@ssb/contract';
import type { Profile } from '@/lib/session/profile';
import { resetLiveOrders } from '@/testing/fake-live-orders';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { PAY_NOW_TEXTS } from '@/components/orders/pay-now-texts';
import { aSchool } from '@/testing/school-fixtures';
import { DASHBOARD_TEXTS } from '../texts';
import { DashboardPage } from './dashboard-page';

const profile: Profile = {
  id: 'uid-parent',
  authId: 'uid-parent',
  email: 'parent@example.com',
  type: 'USER',
  schoolId: null,
  school: null,
  firstName: 'Marge',
  lastName: 'Simpson',
  phone: '(217) 555-0142',
  line1: '742 Evergreen Terrace',
  line2: 'Apt 2',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  fullAddress: '742 Evergreen Terrace, Apt 2, Springfield, IL 62704',
  emailVerified: true,
  emailVerificationLinkSentAt: null,
  dailyDigest: true,
};

const order = (n: number, status: string) => ({
  id: `order-0000-${String(n).padStart(8, 'x')}`,
  status,
  createdAt: `2025-08-${String(10 - n).padStart(2, '0')}T15:00:00.000Z`,
  userId: 'uid-parent',
  supplyListId: 'list-1',
  schoolId: 'school-1',
  studentFirstName: 'Bart',
  studentLastName: 'Simpson',
  checkoutId: null,
  user: { email: 'parent@example.com', phone: '', fullAddress: '' },
  supplyList: {
    name: `Grade ${n} Supply List`,
    totalPrice: 40 + n + 0.5,
    note: '',
    school: { name: 'Springfield Elementary' },
    productsMappings: [],
  },
});

type Reply = (url: string, init?: RequestInit) => Response;

/** Answers the page's requests; the family's remembered children are `children` (none by default). */
function mockApi(reply: Reply, children: object[] = []) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) => (String(input) === '/api/users/profile/children' ? json({ children }) : reply(String(input), init)));
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function renderDashboard(p: Profile = profile) {
  const session = sessions.signedIn(p);
  return renderApp(<DashboardPage profile={p} user={session.user!} />, { session });
}

afterEach(() => {
  resetLiveOrders();
  vi.restoreAllMocks();
});

describe('DashboardPage', { timeout: 15_000 }, () => {
  it('greets the parent by first name and leads to the shop', () => {
    mockApi(() => json({ orders: [] }));
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Marge!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DASHBOARD_TEXTS.shop.cta })).toHaveAttribute('href', '/shop');
  });

  it('greets without a name when none is saved', () => {
    mockApi(() => json({ orders: [] }));
    renderDashboard({ ...profile, firstName: '' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeInTheDocument();
  });

  it('shows the saved phone and address', () => {
    mockApi(() => json({ orders: [] }));
    renderDashboard();
    expect(screen.getByText('Marge Simpson')).toBeInTheDocument();
    expect(screen.getByText('(217) 555-0142')).toBeInTheDocument();
    expect(screen.getByText('742 Evergreen Terrace, Apt 2, Springfield, IL 62704')).toBeInTheDocument();
    expect(screen.queryByText(DASHBOARD_TEXTS.details.missingHint)).not.toBeInTheDocument();
  });

  it('asks for missing details', () => {
    mockApi(() => json({ orders: [] }));
    renderDashboard({ ...profile, phone: '', line1: '', city: '', state: '', zipCode: '', line2: '', fullAddress: '' });
    expect(screen.getByText(DASHBOARD_TEXTS.details.missingHint)).toBeInTheDocument();
    expect(screen.getAllByText(DASHBOARD_TEXTS.details.notProvided)).toHaveLength(2);
  });

  it('lists the 5 newest orders, live, with list, student, school, number, status, date and total, and links to all', async () => {
    const fetch = mockApi(() => json({ error: 'Not found' }, 404));
    resetLiveOrders([
      order(1, 'PREPARING'),
      order(2, 'AWAITING_PAYMENT'),
      order(3, 'COMPLETED'),
      order(4, 'CANCELLED'),
      order(5, 'PAYMENT_SUCCESS'),
      order(6, 'PAYMENT_FAILED'),
    ] as Order[]);
    renderDashboard();

    const rows = await screen.findAllByTestId('recent-order');
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/orders'))).toBe(false);
    expect(rows).toHaveLength(5);
    const first = within(rows[0]!);
    expect(first.getByText('Grade 1 Supply List')).toBeInTheDocument();
    expect(first.getByText('Bart Simpson')).toBeInTheDocument();
    expect(first.getByText('Springfield Elementary')).toBeInTheDocument();
    expect(first.getByText('#xxxxxxx1')).toBeInTheDocument();
    expect(first.getByText('Preparing')).toBeInTheDocument();
    expect(first.getByText('August 9, 2025')).toBeInTheDocument();
    expect(first.getByText('$41.50')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Awaiting Payment')).toBeInTheDocument();
    expect(screen.queryByText('Grade 6 Supply List')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: DASHBOARD_TEXTS.orders.viewAll })).toHaveAttribute('href', '/my-orders');
  });

  it('speaks Spanish: the greeting, the orders with their status, date and total, the details', async () => {
    await speak('es');
    mockApi(() => json({ error: 'Not found' }, 404));
    resetLiveOrders([order(1, 'PREPARING'), order(2, 'AWAITING_PAYMENT')] as Order[]);
    renderDashboard({ ...profile, phone: '' });

    expect(screen.getByRole('heading', { level: 1, name: '¡Hola, Marge!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comprar útiles escolares' })).toHaveAttribute('href', '/shop');
    const rows = await screen.findAllByTestId('recent-order');
    const first = within(rows[0]!);
    expect(first.getByText('En preparación')).toBeInTheDocument();
    expect(first.getByText('9 de agosto de 2025')).toBeInTheDocument();
    expect(first.getByText('$41.50')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Pago pendiente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los pedidos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sus datos' })).toBeInTheDocument();
    expect(screen.getByText('Todavía no se ha indicado')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Editar datos' }));
    const form = within(screen.getByRole('form', { name: 'Sus datos' }));
    expect(form.getByLabelText(/^Apellido/)).toHaveValue('Simpson');
    expect(form.getByLabelText(/^Código postal/)).toHaveValue('62704');
    expect(form.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
  });

  describe('what to do next', () => {
    const today = todayIn('America/Chicago', new Date());
    const school = (id: string, closesIn: number): School =>
      aSchool({
        id,
        name: `School ${id}`,
        note: '',
        orderingOpensOn: addDays(today, -30),
        orderingClosesOn: addDays(today, closesIn),
        timeZone: 'America/Chicago',
        orderingOpen: closesIn >= 0,
        publishedListCount: 1,
      });
    const schools = { 'school-1': school('school-1', 5), 'school-2': school('school-2', -10) };
    const serve = (children: object[]) =>
      mockApi((url) => {
        const id = /^\/api\/schools\/([^/?]+)$/.exec(url)?.[1] as keyof typeof schools | undefined;
        return id && schools[id] ? json({ school: schools[id] }) : json({ error: 'Not found' }, 404);
      }, children);

    it('asks for a box for each child whose school closes soon without one this year', async () => {
      const lastYear = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000).toISOString();
      serve([
        { firstName: 'Lisa', lastName: 'Simpson', schoolId: 'school-1', schoolName: 'School school-1', lastOrderedAt: lastYear },
        { firstName: 'Bart', lastName: 'Simpson', schoolId: 'school-1', schoolName: 'School school-1', lastOrderedAt: new Date().toISOString() },
        { firstName: 'Maggie', lastName: 'Simpson', schoolId: 'school-2', schoolName: 'School school-2', lastOrderedAt: null },
      ]);
      renderDashboard();

      const nextSteps = await screen.findByRole('region', { name: DASHBOARD_TEXTS.nextSteps.title });
      const link = within(nextSteps).getByRole('link');
      expect(link).toHaveAccessibleName(DASHBOARD_TEXTS.nextSteps.orderBy({ date: formatCalendarDate(addDays(today, 5)), child: 'Lisa Simpson' }));
      expect(link).toHaveAttribute('href', '/shop?school=school-1');
    });

    it('says nothing when there is nothing to do', async () => {
      serve([{ firstName: 'Bart', lastName: 'Simpson', schoolId: 'school-1', schoolName: 'School school-1', lastOrderedAt: new Date().toISOString() }]);
      renderDashboard();
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(screen.queryByRole('region', { name: DASHBOARD_TEXTS.nextSteps.title })).not.toBeInTheDocument());
    });

    it('offers Pay now for an unpaid order, Order Again where the school sells, and says when it has closed', async () => {
      serve([]);
      resetLiveOrders([
        order(1, 'AWAITING_PAYMENT'),
        order(2, 'PAYMENT_FAILED'),
        order(3, 'COMPLETED'),
        { ...order(4, 'CANCELLED'), schoolId: 'school-2' },
      ] as Order[]);
      renderDashboard();

      const rows = await screen.findAllByTestId('recent-order');
      const texts = DASHBOARD_TEXTS.orders;
      // Pay now opens the order's payment page again (pay-now-button.test.tsx): one button for each unpaid box.
      for (const row of rows.slice(0, 2)) {
        expect(
          within(row).getByRole('button', { name: new RegExp(`^${PAY_NOW_TEXTS.payNowLabel({ student: 'Bart Simpson', list: '' })}Grade \\d`) }),
        ).toBeInTheDocument();
      }
      const again = await within(rows[2]!).findByRole('link', {
        name: texts.actionLabel({ action: texts.orderAgain, student: 'Bart Simpson', list: 'Grade 3 Supply List' }),
      });
      expect(again).toHaveAttribute('href', '/shop?school=school-1&list=list-1&step=order&first=Bart&last=Simpson&grade=3');
      expect(
        await within(rows[3]!).findByText(orderingMessages.closed({ school: 'School school-2', date: formatCalendarDate(addDays(today, -10)) })),
      ).toBeInTheDocument();
      expect(within(rows[3]!).queryByRole('link')).not.toBeInTheDocument();
    });
  });

  it('says when there are no orders yet', async () => {
    mockApi(() => json({ orders: [] }));
    renderDashboard();
    expect(await screen.findByText(DASHBOARD_TEXTS.orders.empty)).toBeInTheDocument();
  });

  it('says when the orders cannot be loaded', async () => {
    mockApi(() => json({ orders: [] }));
    resetLiveOrders([], 'error', new Error('Missing or insufficient permissions.'));
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(DASHBOARD_TEXTS.orders.failed);
  });

  it('edits the details with PUT /users/{id}', async () => {
    const fetch = mockApi((url, init) => (init?.method === 'PUT' ? json({ user: { ...profile, ...JSON.parse(String(init.body)) } }) : json({ orders: [] })));
    renderDashboard();

    await userEvent.click(screen.getByRole('button', { name: DASHBOARD_TEXTS.details.edit }));
    const form = within(screen.getByRole('form', { name: DASHBOARD_TEXTS.details.title }));
    const phone = form.getByLabelText(/^Phone/);
    expect(phone).toHaveValue('(217) 555-0142');
    await userEvent.clear(phone);
    await userEvent.click(phone);
    await userEvent.paste('(217) 555-0199');
    await userEvent.click(form.getByRole('button', { name: DASHBOARD_TEXTS.details.save }));

    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(url).toBe('/api/users/uid-parent');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Marge',
      lastName: 'Simpson',
      phone: '(217) 555-0199',
      line1: '742 Evergreen Terrace',
      line2: 'Apt 2',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
    });
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('does not save details with a required field left empty', async () => {
    const fetch = mockApi(() => json({ orders: [] }));
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: DASHBOARD_TEXTS.details.edit }));
    await userEvent.clear(screen.getByLabelText(/^City/));
    await userEvent.click(screen.getByRole('button', { name: DASHBOARD_TEXTS.details.save }));
    expect(screen.getByText(formMessages.cityRequired)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('shows the API message when saving fails, and keeps the form', async () => {
    mockApi((_url, init) => (init?.method === 'PUT' ? json({ error: 'phone: must be at most 40 characters' }, 400) : json({ orders: [] })));
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: DASHBOARD_TEXTS.details.edit }));
    await userEvent.click(screen.getByRole('button', { name: DASHBOARD_TEXTS.details.save }));
    expect(await screen.findByText('phone: must be at most 40 characters')).toBeInTheDocument();
    expect(screen.getByRole('form')).toBeInTheDocument();
  });
});
