import { notifications } from '@mantine/notifications';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate, type HandedOverBox, type PackingSlip, type PickList } from '@ssb/contract';
import { api, ApiError } from '@/lib/api/api-client';
import { axeViolations } from '@/testing/axe';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { mockViewportWidth } from '@/testing/viewport';
import { anOrder } from '@/testing/order-fixtures';
import { FULFILMENT_TEXTS as texts } from '../fulfilment-texts';
import { FulfilmentTab } from './fulfilment-tab';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const pickList: PickList = {
  school: { id: 'school-1', name: 'Maple Elementary' },
  boxes: 3,
  products: [
    { productId: 'prod-crayons', name: 'Crayons (24 count)', productType: 'INDIVIDUAL', quantity: 6, boxes: 3 },
    { productId: 'prod-gone', name: 'Old Glue', productType: null, quantity: 1, boxes: 1 },
  ],
  supplyLists: [{ supplyListId: 'list-k', name: 'Kindergarten Supply List', boxes: 3 }],
  itemChanges: [
    { change: 'substituted', item: 'Glue stick', substitute: 'Glue bottle', boxes: 2, refunded: null },
    { change: 'removed', item: 'Scissors', substitute: null, boxes: 1, refunded: 2.5 },
  ],
};

const aSlip = (id: string, first: string, last: string, overrides: Partial<PackingSlip> = {}): PackingSlip => ({
  id,
  status: 'PAYMENT_SUCCESS',
  createdAt: '2026-11-22T15:00:00.000Z',
  studentFirstName: first,
  studentLastName: last,
  schoolName: 'Maple Elementary',
  listName: 'Kindergarten Supply List',
  delivery: { toSchool: true, address: 'Maple Elementary, 1 Maple Road' },
  items: [{ productId: 'prod-crayons', name: 'Crayons (24 count)', quantity: 2 }],
  ...overrides,
});
const mia = aSlip('order-0000mia1', 'Mia', 'Rivera');
const leo = aSlip('order-0000leo2', 'Leo', 'Chen', {
  status: 'PREPARING',
  delivery: { toSchool: false, address: '742 Evergreen Terrace, Springfield, IL 62704' },
});
const ada = aSlip('order-0000ada3', 'Ada', 'Rush', { skippedItems: [{ productId: 'prod-scissors', name: 'Safety scissors', quantity: 1 }] });

/** The pick list by teacher: one known teacher, then Not known yet. */
const byTeacher = [
  { teacherName: 'Ms. Ortiz', boxes: 2, products: [{ ...pickList.products[0]!, quantity: 2, boxes: 2 }] },
  { teacherName: null, boxes: 1, products: [{ ...pickList.products[0]!, quantity: 1, boxes: 1 }] },
];

/** What GET /schools/school-1/handed-over answers. */
let handedOver: HandedOverBox[] = [];
/** The orders made ready for pickup GET /schools/school-1/handover answers after the boxes. */
let readyForPickup: PackingSlip[] = [];

function serve() {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === '/schools/school-1/pick-list') return { pickList };
    if (path === '/schools/school-1/pick-list?by=teacher') return { pickList, teachers: byTeacher };
    if (path === '/schools/school-1/packing-slips?limit=200') return { packingSlips: [mia, leo], nextCursor: 'more' };
    if (path === '/schools/school-1/packing-slips?limit=200&cursor=more') return { packingSlips: [ada], nextCursor: null };
    // The handover reads the same boxes, and the orders ready for pickup (none unless a test adds some).
    if (path === '/schools/school-1/handover?limit=200') return { packingSlips: [mia, leo], nextCursor: 'more' };
    if (path === '/schools/school-1/handover?limit=200&cursor=more') return { packingSlips: [ada, ...readyForPickup], nextCursor: null };
    if (path === '/schools/school-1/handed-over') return { handedOver };
    throw new ApiError('Not found', 404, null);
  });
}

const renderTab = (path = '/') => renderApp(<FulfilmentTab schoolId="school-1" />, { session: sessions.rep(), path });
const view = (name: string) => userEvent.click(screen.getByRole('radio', { name }));

beforeEach(() => {
  vi.mocked(api.get).mockReset();
  vi.mocked(api.post).mockReset();
  vi.mocked(api.delete).mockReset();
  handedOver = [];
  readyForPickup = [];
  localStorage.clear();
  mockViewportWidth(1280);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the Fulfilment tab', { timeout: 20_000 }, () => {
  it('opens on the pick list: every product with its type, total and boxes, and the boxes per list', async () => {
    serve();
    renderTab();
    const products = await screen.findByRole('table', { name: texts.pickList.productsLabel });
    expect(screen.getByRole('heading', { name: texts.pickList.title({ schoolName: 'Maple Elementary' }) })).toBeInTheDocument();
    expect(screen.getByText(texts.pickList.summary({ boxes: 3 }))).toBeInTheDocument();
    const crayons = within(products).getByText('Crayons (24 count)').closest('tr')!;
    expect(crayons).toHaveTextContent('Individual');
    expect(crayons).toHaveTextContent('63');
    expect(within(products).getByText('Old Glue').closest('tr')).toHaveTextContent('Unknown');
    expect(within(screen.getByRole('table', { name: texts.pickList.listsLabel })).getByText('Kindergarten Supply List')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.print })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says where boxes are sent otherwise than ordered, with how many boxes, in English and Spanish', async () => {
    serve();
    renderTab();
    const changes = await screen.findByRole('region', { name: texts.pickList.changesLabel });
    expect(within(changes).getByText('Substituted: Glue stick → Glue bottle — 2 boxes')).toBeInTheDocument();
    expect(within(changes).getByText('Removed: Scissors (refunded $2.50) — 1 box')).toBeInTheDocument();
  });

  it('shows one packing slip per box, of every page, with the delivery and the items to tick', async () => {
    serve();
    renderTab();
    await view(texts.views.packingSlips);
    const slips = await screen.findAllByRole('article');
    expect(slips).toHaveLength(3);
    const leoSlip = screen.getByRole('article', { name: texts.packingSlips.slipLabel({ orderNumber: '#0000leo2' }) });
    expect(leoSlip).toHaveTextContent('Leo Chen');
    expect(leoSlip).toHaveTextContent(texts.packingSlips.toHome({ address: '742 Evergreen Terrace, Springfield, IL 62704' }));
    expect(screen.getByRole('article', { name: texts.packingSlips.slipLabel({ orderNumber: '#0000mia1' }) })).toHaveTextContent(
      texts.packingSlips.toSchool({ address: 'Maple Elementary, 1 Maple Road' }),
    );
    expect(within(leoSlip).getByRole('table')).toHaveTextContent('Crayons (24 count)2');
    expect(leoSlip).not.toHaveTextContent(texts.packingSlips.notPacked);
  });

  it('a slip lists what the family already has under its own heading, apart from the items to tick, so nobody packs it', async () => {
    serve();
    renderTab();
    await view(texts.views.packingSlips);
    const adaSlip = await screen.findByRole('article', { name: texts.packingSlips.slipLabel({ orderNumber: '#0000ada3' }) });
    const notPacked = within(adaSlip).getByRole('list', { name: texts.packingSlips.notPacked });
    expect(notPacked).toHaveTextContent(texts.packingSlips.notPackedItem({ quantity: 1, name: 'Safety scissors' }));
    expect(within(adaSlip).getByRole('table')).not.toHaveTextContent('Safety scissors');
  });

  it('the handover checklist finds a student by name and a tick completes the box, which stays ticked', async () => {
    serve();
    vi.mocked(api.post).mockImplementation(async (path: string) => ({ order: anOrder({ id: path.split('/')[2], status: 'COMPLETED' }) }));
    renderTab();
    await view(texts.views.handover);
    expect(await screen.findByText(texts.handover.remaining({ left: 3, total: 3 }))).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: texts.handover.search }), 'riv');
    const list = screen.getByRole('list', { name: texts.handover.listLabel });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Mia Rivera' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/orders/order-0000mia1/hand-over'));
    await waitFor(() => expect(within(list).getByRole('checkbox', { name: 'Mia Rivera' })).toBeChecked());
    expect(within(list).getByRole('checkbox', { name: 'Mia Rivera' })).toBeDisabled();
    // Ready for the next family: the search emptied (every box shows) and focused.
    const searchBox = screen.getByRole('searchbox', { name: texts.handover.search });
    expect(searchBox).toHaveValue('');
    expect(searchBox).toHaveFocus();
    expect(within(list).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByText(texts.handover.remaining({ left: 2, total: 3 }))).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: texts.handover.search }));
    await userEvent.type(screen.getByRole('searchbox', { name: texts.handover.search }), 'nobody');
    expect(screen.getByText(texts.handover.noMatch)).toBeInTheDocument();
  });

  it('an order ready for pickup waits, unticked, until its family picks it up; its tick says picked up', async () => {
    readyForPickup = [aSlip('order-0000ben4', 'Ben', 'Ready', { status: 'COMPLETED' })];
    serve();
    vi.mocked(api.post).mockResolvedValue({ order: anOrder({ id: 'order-0000ben4', status: 'COMPLETED' }) });
    renderTab();
    await view(texts.views.handover);
    expect(await screen.findByText(texts.handover.remaining({ left: 4, total: 4 }))).toBeInTheDocument();
    const ben = screen.getByRole('checkbox', { name: 'Ben Ready' });
    expect(ben).not.toBeChecked();
    expect(ben).toHaveAccessibleDescription(expect.stringContaining(texts.handover.readyForPickup));
    await userEvent.click(ben);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Ben Ready' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Ben Ready' })).toHaveAccessibleDescription(expect.stringContaining(texts.handover.pickedUp));
    expect(screen.getByText(texts.handover.remaining({ left: 3, total: 4 }))).toBeInTheDocument();
  });

  it('after a tick, a toast offers Undo, which puts the box back unticked', async () => {
    serve();
    const show = vi.spyOn(notifications, 'show');
    vi.mocked(api.post).mockResolvedValue({ order: anOrder({ id: mia.id, status: 'COMPLETED' }) });
    vi.mocked(api.delete).mockResolvedValue({ order: anOrder({ id: mia.id, status: 'PAYMENT_SUCCESS' }) });
    renderTab();
    await view(texts.views.handover);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Mia Rivera' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'teal' })));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Mia Rivera' })).toBeChecked());
    const toast = within(renderApp(<>{show.mock.calls.at(-1)![0].message}</>, { session: sessions.rep() }).container);
    expect(toast.getByText(texts.handover.handedOverToast({ student: 'Mia Rivera' }))).toBeInTheDocument();
    await userEvent.click(toast.getByRole('button', { name: texts.handover.undo }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('/orders/order-0000mia1/hand-over'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Mia Rivera' })).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Mia Rivera' })).toBeEnabled();
  });

  it('lists the boxes handed out today, as the server keeps them, each with Undo', async () => {
    handedOver = [
      { id: 'order-0000zoe9', studentFirstName: 'Zoe', studentLastName: 'García-López', listName: 'Grade 1', handedOverAt: '2026-11-22T15:04:00.000Z' },
    ];
    serve();
    vi.mocked(api.delete).mockResolvedValue({ order: anOrder({ id: 'order-0000zoe9', status: 'PREPARING' }) });
    renderTab('/?view=handover');
    const today = await screen.findByRole('region', { name: texts.handover.today });
    expect(within(today).getByText('Zoe García-López')).toBeInTheDocument();
    expect(today).toHaveTextContent('Grade 1 · #0000zoe9');
    await userEvent.click(within(today).getByRole('button', { name: texts.handover.undoLabel({ student: 'Zoe García-López' }) }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('/orders/order-0000zoe9/hand-over'));
    // The box, dropped from the checklist by a reload, is read again.
    await waitFor(() => expect(vi.mocked(api.get).mock.calls.filter(([path]) => path === '/schools/school-1/handover?limit=200')).toHaveLength(2));
  });

  it('keeps the view shown in the address', async () => {
    serve();
    const { router } = renderTab('/?tab=fulfilment&school=school-1');
    await view(texts.views.packingSlips);
    expect(router.state.location.search).toBe('?tab=fulfilment&school=school-1&view=packing-slips');
    await view(texts.views.pickList);
    expect(router.state.location.search).toBe('?tab=fulfilment&school=school-1');
  });

  it('By teacher, the pick list shows a section of products per teacher, Not known yet last, and reads the boxes only then', async () => {
    serve();
    renderTab();
    await screen.findByRole('table', { name: texts.pickList.productsLabel });
    expect(vi.mocked(api.get).mock.calls.some(([path]) => path.includes('by=teacher'))).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: texts.pickList.grouping.byTeacher }));
    const ortiz = await screen.findByRole('table', { name: texts.pickList.teacherSection({ teacher: 'Ms. Ortiz', boxes: 2 }) });
    expect(within(ortiz).getByText(pickList.products[0]!.name)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      texts.pickList.teacherSection({ teacher: 'Ms. Ortiz', boxes: 2 }),
      texts.pickList.teacherSection({ teacher: texts.classes.notKnownYet, boxes: 1 }),
      texts.pickList.changesLabel,
    ]);
    expect(screen.queryByRole('table', { name: texts.pickList.productsLabel })).not.toBeInTheDocument();
  });

  it('the pick list’s Picked ticks work and are kept for the day, across a reload', async () => {
    serve();
    const first = renderTab();
    await userEvent.click(await screen.findByRole('checkbox', { name: texts.pickList.pickedLabel({ product: 'Crayons (24 count)' }) }));
    expect(screen.getByRole('checkbox', { name: texts.pickList.pickedLabel({ product: 'Crayons (24 count)' }) })).toBeChecked();
    first.unmount();
    renderTab();
    expect(await screen.findByRole('checkbox', { name: texts.pickList.pickedLabel({ product: 'Crayons (24 count)' }) })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: texts.pickList.pickedLabel({ product: 'Old Glue' }) })).not.toBeChecked();
  });

  it('on a phone, the pick list is a card per product with its quantity and a working Picked tick', async () => {
    mockViewportWidth(375);
    serve();
    renderTab();
    const cards = await screen.findByRole('list', { name: texts.pickList.productsLabel });
    expect(screen.queryByRole('table', { name: texts.pickList.productsLabel })).not.toBeInTheDocument();
    const crayons = within(cards).getByRole('article', { name: 'Crayons (24 count)' });
    expect(crayons).toHaveTextContent(`${texts.pickList.quantity}6`);
    const tick = within(crayons).getByRole('checkbox', { name: texts.pickList.pickedLabel({ product: 'Crayons (24 count)' }) });
    await userEvent.click(tick);
    expect(tick).toBeChecked();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('when a tick fails, the box stays unticked and the person is told', async () => {
    serve();
    const show = vi.spyOn(notifications, 'show');
    vi.mocked(api.post).mockRejectedValue(new ApiError('This order is CANCELLED', 409, null));
    renderTab();
    await view(texts.views.handover);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Leo Chen' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: texts.handover.failed({ student: 'Leo Chen' }) })));
    expect(screen.getByRole('checkbox', { name: 'Leo Chen' })).not.toBeChecked();
  });
});

describe('the Fulfilment tab in Spanish', { timeout: 20_000 }, () => {
  it('prints the pick list, the packing slips and the handover checklist in Spanish, dated as a Spanish reader writes it', async () => {
    await speak('es');
    serve();
    renderTab();
    expect(await screen.findByRole('heading', { name: 'Lista de recolección: Maple Elementary' })).toBeInTheDocument();
    expect(screen.getByText('3 cajas pagadas y todavía sin entregar. Las cantidades son las de cada pedido tal como se hizo.')).toBeInTheDocument();
    expect(screen.getByText(`Impreso el ${formatLongDate(new Date(), 'es')}`)).toHaveTextContent(/^Impreso el \d{1,2} de [a-z]+ de \d{4}$/);
    expect(screen.getByRole('columnheader', { name: 'Cantidad total' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Old Glue/ })).toHaveTextContent('Desconocido');
    expect(screen.getByRole('button', { name: 'Exportar lista de recolección (CSV)' })).toBeInTheDocument();
    const changes = screen.getByRole('region', { name: 'Enviado de otra forma que lo pedido' });
    expect(within(changes).getByText('Sustituido: Glue stick → Glue bottle — 2 cajas')).toBeInTheDocument();
    expect(within(changes).getByText('Quitado: Scissors (reembolso de $2.50) — 1 caja')).toBeInTheDocument();

    await view('Hojas de empaque');
    expect(await screen.findByText('3 hojas de empaque, cada una en su propia página al imprimir.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Hoja de empaque #0000leo2' })).toHaveTextContent('A domicilio: 742 Evergreen Terrace, Springfield, IL 62704');

    await view('Entrega');
    expect(await screen.findByText('Faltan 3 de 3 por entregar')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar por nombre del estudiante' })).toHaveAttribute('placeholder', 'Escriba un nombre o apellido');
  });
});
