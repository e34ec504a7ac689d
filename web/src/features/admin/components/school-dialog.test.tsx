import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lateOrderMessages, orderingWindowMessages, staffMessages } from '@ssb/contract';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { SCHOOL_DIALOG_TEXTS as texts } from '../school-dialog-texts';
import { addressField, aStaffSchool, desktopAndQuiet, fillAddress, oakHill, serveApi } from '../testing/fixtures';
import { SchoolDialog } from './school-dialog';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const august = { orderingOpensOn: '2026-08-01', orderingClosesOn: '2026-08-31', timeZone: 'America/Chicago' };
/** A body as JSON carries it, and the API reads it: no field that is undefined. */
const asSent = (body: unknown) => JSON.parse(JSON.stringify(body)) as object;
const lincoln = aStaffSchool({ ...august, orderingOpen: true });

const dateField = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);
/** The time-zone picker: a searchable list. */
const zoneField = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: texts.window.timeZone });
/** Picks a zone as the administrator does: types part of its name, then clicks it. */
async function pickZone(dialog: HTMLElement, search: string, zone: string) {
  await userEvent.clear(zoneField(dialog));
  await userEvent.type(zoneField(dialog), search);
  await userEvent.click(await screen.findByRole('option', { name: zone }));
}
/** The picker's groups as shown, each with its first zones. */
async function openedGroups(dialog: HTMLElement) {
  await userEvent.click(zoneField(dialog));
  const listbox = await screen.findByRole('listbox');
  return [...listbox.querySelectorAll('[role="group"], .mantine-Select-group')].map((group) => ({
    label: group.querySelector('.mantine-Select-groupLabel')?.textContent,
    first: within(group as HTMLElement)
      .getAllByRole('option')
      .slice(0, 2)
      .map((option) => option.textContent),
  }));
}
/** A date input as the browser's picker fills it: a whole YYYY-MM-DD, or '' when cleared. */
const pickDate = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(dateField(dialog, label), { target: { value } });

beforeEach(desktopAndQuiet);

describe('SchoolDialog: the ordering window', { timeout: 20_000 }, () => {
  it('a new school is sent with the dates and the zone chosen, each field found by its label', async () => {
    const post = vi.fn((body: unknown) => ({ school: { ...aStaffSchool({ id: 'school-new' }), ...asSent(body) } }));
    serveApi({ 'POST /schools': post });
    const onClose = vi.fn();
    renderApp(<SchoolDialog onClose={onClose} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog', { name: texts.createDialog.title });

    expect(within(dialog).getByRole('group', { name: texts.window.legend })).toHaveTextContent(texts.window.hint);
    await userEvent.type(within(dialog).getByRole('textbox', { name: texts.createDialog.name }), 'Oak Hill Elementary');
    pickDate(dialog, texts.window.opensOn, '2026-08-01');
    pickDate(dialog, texts.window.closesOn, '2026-08-31');
    await pickZone(dialog, 'chicago', 'America/Chicago');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.createDialog.submit }));
    await waitFor(() => expect(post).toHaveBeenCalledWith({ name: 'Oak Hill Elementary', deliverToSchool: true, ...august }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('a new school is asked how boxes reach families: turned off, it ships to homes from the start', async () => {
    const post = vi.fn((body: unknown) => ({ school: { ...aStaffSchool({ id: 'school-new' }), ...asSent(body) } }));
    serveApi({ 'POST /schools': post });
    renderApp(<SchoolDialog onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog', { name: texts.createDialog.title });

    const delivery = within(dialog).getByRole('switch', { name: new RegExp(texts.delivery.deliverToSchool) });
    expect(delivery).toBeChecked();
    expect(delivery).toHaveAccessibleDescription(texts.delivery.deliverToSchoolHint);
    await userEvent.type(within(dialog).getByRole('textbox', { name: texts.createDialog.name }), 'Willow Online Academy');
    await userEvent.click(delivery);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.createDialog.submit }));
    await waitFor(() => expect(post).toHaveBeenCalledWith({ name: 'Willow Online Academy', deliverToSchool: false }));
  });

  it('an edit shows the window, and clearing both dates takes it away', async () => {
    const put = vi.fn((body: unknown) => ({ school: { ...lincoln, ...asSent(body) } }));
    serveApi({ 'PUT /schools/school-lincoln': put });
    renderApp(<SchoolDialog school={lincoln} onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog', { name: texts.editDialog.title({ name: lincoln.name }) });

    expect(dateField(dialog, texts.window.opensOn)).toHaveValue('2026-08-01');
    expect(dateField(dialog, texts.window.closesOn)).toHaveValue('2026-08-31');
    expect(zoneField(dialog)).toHaveValue('America/Chicago');

    pickDate(dialog, texts.window.opensOn, '');
    pickDate(dialog, texts.window.closesOn, '');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.editDialog.submit }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(expect.objectContaining({ orderingOpensOn: null, orderingClosesOn: null, timeZone: 'America/Chicago' })),
    );
  });

  it('a window that closes before it opens, or half a window, is said on the field at fault and nothing is sent', async () => {
    const put = vi.fn();
    serveApi({ 'PUT /schools/school-lincoln': put });
    renderApp(<SchoolDialog school={lincoln} onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog', { name: texts.editDialog.title({ name: lincoln.name }) });
    const save = within(dialog).getByRole('button', { name: texts.editDialog.submit });

    pickDate(dialog, texts.window.closesOn, '2026-07-31');
    await userEvent.click(save);
    expect(dateField(dialog, texts.window.closesOn)).toHaveAccessibleDescription(orderingWindowMessages.closesBeforeOpens);

    pickDate(dialog, texts.window.closesOn, '');
    await userEvent.click(save);
    expect(dateField(dialog, texts.window.closesOn)).toHaveAccessibleDescription(orderingWindowMessages.bothDates);
    expect(put).not.toHaveBeenCalled();
  });

  it('offers every time zone, keeping one the list lacks', async () => {
    renderApp(<SchoolDialog school={aStaffSchool({ timeZone: 'UTC', fullAddress: '' })} onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog');
    expect(zoneField(dialog)).toHaveValue('UTC');
    await userEvent.click(zoneField(dialog));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.length).toBeGreaterThan(300);
    expect(options.map((option) => option.textContent)).toContain('Europe/Berlin');
  });
});

describe('SchoolDialog: the time zone from the address', { timeout: 20_000 }, () => {
  it('a new school in Illinois is shown America/Chicago, said to come from the address, and sent with it', async () => {
    const post = vi.fn((body: unknown) => ({ school: { ...aStaffSchool({ id: 'school-new' }), ...asSent(body) } }));
    serveApi({ 'POST /schools': post });
    renderApp(<SchoolDialog onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog', { name: texts.createDialog.title });
    await userEvent.type(within(dialog).getByRole('textbox', { name: texts.createDialog.name }), 'Oak Hill Elementary');
    await fillAddress(dialog, oakHill);

    expect(zoneField(dialog)).toHaveValue('America/Chicago');
    expect(zoneField(dialog)).toHaveAccessibleDescription(texts.window.zoneOfState({ state: 'Illinois' }));
    expect(await openedGroups(dialog)).toEqual([
      { label: texts.window.zonesOfState({ state: 'Illinois' }), first: ['America/Chicago'] },
      { label: texts.window.otherZones, first: expect.any(Array) as unknown as string[] },
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.createDialog.submit }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith({
        name: 'Oak Hill Elementary',
        address: { ...oakHill, line2: '' },
        deliverToSchool: true,
        timeZone: 'America/Chicago',
      }),
    );
  });

  it('a state with several zones shows its most populous for confirmation, its others first in the list; a zone picked stays whatever the address', async () => {
    renderApp(<SchoolDialog onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog', { name: texts.createDialog.title });
    await fillAddress(dialog, { line1: '500 Congress Avenue', city: 'Austin', state: 'tx', zipCode: '78701' });

    expect(zoneField(dialog)).toHaveValue('America/Chicago');
    expect(zoneField(dialog)).toHaveAccessibleDescription(texts.window.zoneOfSeveral({ state: 'Texas' }));
    expect((await openedGroups(dialog))[0]).toEqual({ label: texts.window.zonesOfState({ state: 'Texas' }), first: ['America/Chicago', 'America/Denver'] });
    await userEvent.keyboard('{Escape}');

    await pickZone(dialog, 'denver', 'America/Denver');
    await fillAddress(dialog, { line1: '1 Main Street', city: 'Portland', state: 'OR', zipCode: '97201' });
    expect(zoneField(dialog)).toHaveValue('America/Denver');
    expect(zoneField(dialog)).not.toHaveAccessibleDescription();
  });

  it('says so in Spanish', async () => {
    await speak('es');
    renderApp(<SchoolDialog onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog', { name: texts.createDialog.title });
    await fillAddress(dialog, { line1: '200 West Washington Street', city: 'Indianapolis', state: 'IN', zipCode: '46204' });
    expect(zoneField(dialog)).toHaveAccessibleDescription(
      'Según la dirección: Indiana tiene varias zonas horarias, y la mayoría de su población vive en esta. Confirme que es la de la escuela.',
    );
  });
});

describe('SchoolDialog: the address', { timeout: 20_000 }, () => {
  it('a new school is sent with its address as its parts, found by their labels under Address', async () => {
    const post = vi.fn((body: unknown) => ({ school: { ...aStaffSchool({ id: 'school-new' }), ...asSent(body) } }));
    serveApi({ 'POST /schools': post });
    renderApp(<SchoolDialog onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog', { name: texts.createDialog.title });
    const address = within(dialog).getByRole('group', { name: texts.createDialog.address });
    expect(
      within(address)
        .getAllByRole('textbox')
        .map((field) => field.getAttribute('name')),
    ).toEqual(['address.line1', 'address.line2', 'address.city', 'address.state', 'address.zipCode']);
    await userEvent.type(within(dialog).getByRole('textbox', { name: texts.createDialog.name }), 'Oak Hill Elementary');
    await fillAddress(dialog, { ...oakHill, line2: 'Building B' });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.createDialog.submit }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(expect.objectContaining({ address: { ...oakHill, line2: 'Building B' } })));
  });

  it('a state or ZIP code that cannot be one, or a street left out, is said on its field in the contract’s words and nothing is sent', async () => {
    const post = vi.fn();
    serveApi({ 'POST /schools': post });
    renderApp(<SchoolDialog onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog', { name: texts.createDialog.title });
    await userEvent.type(within(dialog).getByRole('textbox', { name: texts.createDialog.name }), 'Oak Hill Elementary');
    await fillAddress(dialog, { line1: '', city: 'Springfield', state: 'Illinois', zipCode: '6270' });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.createDialog.submit }));

    expect(addressField(dialog, 'line1')).toHaveAccessibleDescription(staffMessages.addressLine1Required);
    expect(addressField(dialog, 'state')).toHaveAccessibleDescription(staffMessages.addressStateInvalid);
    expect(addressField(dialog, 'zipCode')).toHaveAccessibleDescription(staffMessages.addressZipInvalid);
    expect(post).not.toHaveBeenCalled();
  });

  it('an edit sends the address as it stands; every field emptied takes it away', async () => {
    const put = vi.fn((body: unknown) => ({ school: { ...lincoln, ...asSent(body) } }));
    serveApi({ 'PUT /schools/school-lincoln': put });
    renderApp(<SchoolDialog school={lincoln} onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog', { name: texts.editDialog.title({ name: lincoln.name }) });
    expect(addressField(dialog, 'line1')).toHaveValue('1200 Oak Street');
    expect(addressField(dialog, 'state')).toHaveValue('IL');
    for (const part of ['line1', 'city', 'state', 'zipCode'] as const) await userEvent.clear(addressField(dialog, part));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.editDialog.submit }));
    await waitFor(() => expect(put).toHaveBeenCalledWith(expect.objectContaining({ address: null })));
  });

  it('a school stored before addresses had their parts opens with its line read into the fields, to be checked', async () => {
    const before = aStaffSchool({ address: null, fullAddress: '455 River Road, Springfield, Illinois 62704' });
    const put = vi.fn((body: unknown) => ({ school: { ...before, ...asSent(body) } }));
    serveApi({ 'PUT /schools/school-lincoln': put });
    renderApp(<SchoolDialog school={before} onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(texts.editDialog.addressRead({ fullAddress: before.fullAddress }));
    expect(addressField(dialog, 'line1')).toHaveValue('455 River Road');
    expect(addressField(dialog, 'state')).toHaveValue('IL');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.editDialog.submit }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        expect.objectContaining({ address: { line1: '455 River Road', line2: '', city: 'Springfield', state: 'IL', zipCode: '62704' } }),
      ),
    );
  });

  it('a line that does not read is shown, the fields are left to fill in, and saved without them it keeps that line', async () => {
    const before = aStaffSchool({ address: null, fullAddress: 'Behind the church, Riverton' });
    const put = vi.fn((body: unknown) => ({ school: { ...before, ...asSent(body) } }));
    serveApi({ 'PUT /schools/school-lincoln': put });
    renderApp(<SchoolDialog school={before} onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(texts.editDialog.addressAsked({ fullAddress: before.fullAddress }));
    expect(addressField(dialog, 'line1')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.editDialog.submit }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]![0]).not.toHaveProperty('address');
  });

  it('says so in Spanish', async () => {
    await speak('es');
    renderApp(<SchoolDialog school={aStaffSchool({ address: null, fullAddress: 'Detrás de la iglesia' })} onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'La dirección de esta escuela se guardó en una sola línea, “Detrás de la iglesia”, que no se pudo leer: ingrésela en los campos de abajo.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Código postal' })).toBeInTheDocument();
  });
});

describe('SchoolDialog: the school’s share', { timeout: 20_000 }, () => {
  const shareKind = (dialog: HTMLElement, label: string) => within(dialog).getByRole('radio', { name: label });

  it('a new school is sent with a percent of each box', async () => {
    const post = vi.fn((body: unknown) => ({ school: { ...aStaffSchool({ id: 'school-new' }), ...asSent(body) } }));
    serveApi({ 'POST /schools': post });
    renderApp(<SchoolDialog onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog', { name: texts.createDialog.title });

    expect(within(dialog).getByRole('group', { name: texts.share.legend })).toHaveTextContent(texts.share.hint);
    expect(shareKind(dialog, texts.share.none)).toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: texts.createDialog.name }), 'Oak Hill Elementary');
    await userEvent.click(shareKind(dialog, texts.share.percent));
    await userEvent.type(within(dialog).getByRole('textbox', { name: texts.share.percentLabel }), '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.createDialog.submit }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(expect.objectContaining({ name: 'Oak Hill Elementary', fundraisingShare: { percent: 12.5 } })));
  });

  it('an edit sends a share changed, an amount the contract refuses is said on its field, and None takes the share away', async () => {
    const school = aStaffSchool({ fundraisingShare: { perBox: 1 } });
    const put = vi.fn((body: unknown) => ({ school: { ...school, ...asSent(body) } }));
    serveApi({ 'PUT /schools/school-lincoln': put });
    renderApp(<SchoolDialog school={school} onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: texts.share.perBoxLabel });
    expect(amount).toHaveValue('$1');

    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.editDialog.submit }));
    expect(await within(dialog).findByText(/A share per box is more than \$0\.00 and at most \$500\.00/)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await userEvent.click(shareKind(dialog, texts.share.none));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.editDialog.submit }));
    await waitFor(() => expect(put).toHaveBeenCalledWith(expect.objectContaining({ fundraisingShare: null })));
  });

  it('says so in Spanish', async () => {
    await speak('es');
    renderApp(<SchoolDialog onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('group', { name: 'Parte de la escuela' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Por caja' })).toBeInTheDocument();
  });
});

describe('SchoolDialog: late orders', { timeout: 20_000 }, () => {
  const take = (dialog: HTMLElement) => within(dialog).getByRole('switch', { name: new RegExp(texts.late.take) });

  it('an edit sends late orders with the fee in dollars; an empty fee is said on its field and nothing is sent', async () => {
    const school = aStaffSchool({ ...august, lateOrders: null });
    const put = vi.fn((body: unknown) => ({ school: { ...school, ...asSent(body) } }));
    serveApi({ 'PUT /schools/school-lincoln': put });
    renderApp(<SchoolDialog school={school} onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog');
    expect(take(dialog)).not.toBeChecked();

    await userEvent.click(take(dialog));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.editDialog.submit }));
    expect(await within(dialog).findByText(lateOrderMessages.feeInvalid)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: texts.late.fee }), '6.25');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: texts.late.homeDeliveryOnly }));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.editDialog.submit }));
    await waitFor(() => expect(put).toHaveBeenCalledWith(expect.objectContaining({ lateOrders: { fee: 6.25, homeDeliveryOnly: true } })));
  });

  it('an edit that leaves late orders as they are does not send them; turned off, they are taken away', async () => {
    const school = aStaffSchool({ ...august, lateOrders: { fee: 5, homeDeliveryOnly: false } });
    const put = vi.fn((body: unknown) => ({ school: { ...school, ...asSent(body) } }));
    serveApi({ 'PUT /schools/school-lincoln': put });
    renderApp(<SchoolDialog school={school} onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: texts.late.fee })).toHaveValue('$5');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.editDialog.submit }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]![0]).not.toHaveProperty('lateOrders');

    await userEvent.click(within(dialog).getByRole('switch', { name: new RegExp(texts.late.take) }));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.editDialog.submit }));
    await waitFor(() => expect(put).toHaveBeenLastCalledWith(expect.objectContaining({ lateOrders: null })));
  });

  it('says so in Spanish', async () => {
    await speak('es');
    renderApp(<SchoolDialog onClose={() => {}} />, { session: sessions.admin() });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('switch', { name: /Aceptar pedidos tardíos después del periodo/ })).toBeInTheDocument();
  });
});
