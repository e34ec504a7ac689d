import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { representativeMessages } from '@ssb/contract';
import { api, ApiError } from '@/lib/api/api-client';
import { axeViolations } from '@/testing/axe';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { SCHOOL_DIALOG_TEXTS } from '../school-dialog-texts';
import { DATA_TABLE_TEXTS } from '@/components/ui/data-table';
import { ADMIN_TEXTS } from '../texts';
import { aStaffSchool, desktopAndQuiet, fillAddress, oakHill, serveApi } from '../testing/fixtures';
import { SchoolsTab } from './schools-tab';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const texts = ADMIN_TEXTS.schools;
const lincoln = aStaffSchool();
const maple = aStaffSchool({
  id: 'school-maple',
  name: 'Maple Grove Academy',
  fullAddress: '',
  deliverToSchool: false,
  supplyListCount: 1,
  userCount: 0,
  note: 'Ships home.',
});
const rep = { id: 'demo-rep', email: 'rep@example.com', firstName: 'Riley', lastName: 'Chen' };

function serve(extra: Record<string, unknown> = {}) {
  serveApi({
    'GET /schools?limit=200': { schools: [lincoln, maple] },
    'GET /schools/school-lincoln/representatives': { representatives: [rep] },
    'GET /schools/school-lincoln/invitations': { invitations: [] },
    ...extra,
  });
}

const renderTab = () => renderApp(<SchoolsTab />, { session: sessions.admin() });

beforeEach(desktopAndQuiet);

// Many typed keystrokes: generous on a busy machine.
describe('SchoolsTab', { timeout: 20_000 }, () => {
  it('shows Add School, Manage School Lists (to /school-dashboard) and a card per school with its address and counts', async () => {
    serve();
    renderTab();
    const card = await screen.findByRole('article', { name: lincoln.name });
    expect(card).toHaveTextContent(lincoln.fullAddress);
    expect(card).toHaveTextContent('3 supply lists');
    expect(card).toHaveTextContent('1 user');
    const maples = screen.getByRole('article', { name: maple.name });
    expect(maples).toHaveTextContent(texts.noAddress);
    expect(maples).toHaveTextContent('1 supply list');
    expect(maples).toHaveTextContent('0 users');
    expect(maples).toHaveTextContent(texts.deliversHome);
    expect(maples).toHaveTextContent('Ordering window: none, orders are taken all year');
    expect(screen.getByRole('link', { name: texts.manageLists })).toHaveAttribute('href', '/school-dashboard');
    expect(screen.getByRole('button', { name: texts.add })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows the first page of schools and reads the next with Load more, which goes once the last page is in', async () => {
    serve({
      'GET /schools?limit=200': { schools: [lincoln], nextCursor: 'after-lincoln' },
      'GET /schools?limit=200&cursor=after-lincoln': { schools: [maple], nextCursor: null },
    });
    renderTab();
    expect(await screen.findByRole('article', { name: lincoln.name })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: maple.name })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: DATA_TABLE_TEXTS.loadMore }));
    expect(await screen.findByRole('article', { name: maple.name })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: lincoln.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DATA_TABLE_TEXTS.loadMore })).not.toBeInTheDocument();
  });

  it('finds a school by its city as well as its name', async () => {
    serve();
    renderTab();
    await screen.findByRole('article', { name: lincoln.name });
    await userEvent.type(screen.getByRole('searchbox', { name: texts.search }), 'springfield');
    expect(screen.getByRole('article', { name: lincoln.name })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: maple.name })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: texts.search }));
    await userEvent.type(screen.getByRole('searchbox', { name: texts.search }), 'maple grove');
    expect(screen.getByRole('article', { name: maple.name })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: lincoln.name })).not.toBeInTheDocument();
  });

  it('Add New School: with no name nothing is sent and nothing is said; with one, the name, address and delivery are sent', async () => {
    const post = vi.fn((body: unknown) => ({ school: { ...aStaffSchool({ id: 'school-new' }), ...(body as object) } }));
    serve({ 'POST /schools': post });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: texts.add }));
    const dialog = await screen.findByRole('dialog', { name: SCHOOL_DIALOG_TEXTS.createDialog.title });
    const name = within(dialog).getByRole('textbox', { name: SCHOOL_DIALOG_TEXTS.createDialog.name });
    expect(name).toBeRequired();
    await userEvent.type(name, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: SCHOOL_DIALOG_TEXTS.createDialog.submit }));
    expect(post).not.toHaveBeenCalled();
    expect(within(dialog).queryByText(/required/i)).not.toBeInTheDocument();

    await userEvent.type(name, 'Oak Hill Elementary');
    await fillAddress(dialog, oakHill);
    await userEvent.click(within(dialog).getByRole('button', { name: SCHOOL_DIALOG_TEXTS.createDialog.submit }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith({
        name: 'Oak Hill Elementary',
        address: { ...oakHill, line2: '' },
        deliverToSchool: true,
        timeZone: 'America/Chicago',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(vi.mocked(api.get).mock.calls.filter(([path]) => path === '/schools?limit=200').length).toBeGreaterThan(1);
  });

  it('Edit School sends the name, address, note, delivery mode and ordering window', async () => {
    const put = vi.fn((body: unknown) => ({ school: { ...lincoln, ...(body as object) } }));
    serve({ 'PUT /schools/school-lincoln': put });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: texts.editLabel({ name: lincoln.name }) }));
    const dialog = await screen.findByRole('dialog', { name: SCHOOL_DIALOG_TEXTS.editDialog.title({ name: lincoln.name }) });
    await userEvent.type(within(dialog).getByRole('textbox', { name: SCHOOL_DIALOG_TEXTS.editDialog.note }), 'Boxes go to the gym.');
    await userEvent.click(within(dialog).getByRole('switch', { name: new RegExp(SCHOOL_DIALOG_TEXTS.delivery.deliverToSchool) }));
    await userEvent.click(within(dialog).getByRole('button', { name: SCHOOL_DIALOG_TEXTS.editDialog.submit }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith({
        name: lincoln.name,
        address: { ...lincoln.address, line2: '' },
        note: 'Boxes go to the gym.',
        deliverToSchool: false,
        // No window: it sells all year, in its address's state's zone (Illinois) until one is chosen.
        orderingOpensOn: null,
        orderingClosesOn: null,
        timeZone: 'America/Chicago',
      }),
    );
  });

  it('lists a school’s representatives, shows why an address cannot be invited, and removes one; there is no way to add without an invitation', async () => {
    let representatives = [rep, { id: 'u-2', email: 'new.rep@example.com', firstName: 'New', lastName: 'Rep' }];
    const post = vi.fn(() => {
      throw new ApiError(representativeMessages.admin, 409, null);
    });
    const remove = vi.fn(() => {
      representatives = representatives.slice(1);
      return { representatives };
    });
    serve({
      'GET /schools/school-lincoln/representatives': () => ({ representatives }),
      'GET /schools/school-lincoln/invitations': () => ({ invitations: [] }),
      'POST /schools/school-lincoln/invitations': post,
      'DELETE /schools/school-lincoln/representatives/demo-rep': remove,
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: texts.representativesLabel({ name: lincoln.name }) }));
    const dialog = await screen.findByRole('dialog', { name: texts.representativesDialog.title({ name: lincoln.name }) });
    expect(await within(dialog).findByText('rep@example.com')).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('button', { name: /Add/ })).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: texts.representativesDialog.email }), 'admin@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.representativesDialog.invite }));
    expect(await within(dialog).findByText(representativeMessages.admin)).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith({ email: 'admin@example.com' });

    await userEvent.click(within(dialog).getByRole('button', { name: texts.representativesDialog.removeLabel({ email: 'rep@example.com' }) }));
    await waitFor(() => expect(remove).toHaveBeenCalled());
    await waitFor(() => expect(within(dialog).queryByText('rep@example.com')).not.toBeInTheDocument());
  });

  it('invites an address typed whole, lists it as Invited with a Withdraw, and withdraws it', async () => {
    const long = 'office.manager.and.pta.coordinator+supplies@lincoln-elementary-school.example.org';
    const pending = { id: 'school-lincoln_abc', email: long, invitedAt: '2026-09-01T12:00:00.000Z', expiresAt: '2026-10-01T12:00:00.000Z' };
    let invitations: (typeof pending)[] = [];
    const post = vi.fn(() => {
      invitations = [pending];
      return { invitations };
    });
    const remove = vi.fn(() => {
      invitations = [];
      return { invitations };
    });
    serve({
      'GET /schools/school-lincoln/invitations': () => ({ invitations }),
      'POST /schools/school-lincoln/invitations': post,
      'DELETE /schools/school-lincoln/invitations/school-lincoln_abc': remove,
    });
    const toast = vi.spyOn(notifications, 'show');
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: texts.representativesLabel({ name: lincoln.name }) }));
    const dialog = await screen.findByRole('dialog', { name: texts.representativesDialog.title({ name: lincoln.name }) });

    const email = within(dialog).getByRole('textbox', { name: texts.representativesDialog.email });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.representativesDialog.invite }));
    expect(post).not.toHaveBeenCalled();
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.representativesDialog.invite }));
    expect(post).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, long);
    // The field is a wrapping one: the whole address stays in view, never cut off.
    expect(email.tagName).toBe('TEXTAREA');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.representativesDialog.invite }));
    await waitFor(() => expect(post).toHaveBeenCalledWith({ email: long }));
    expect(await within(dialog).findByText(long)).toBeInTheDocument();
    expect(within(dialog).getByText(texts.representativesDialog.invited)).toBeInTheDocument();
    expect(email).toHaveValue('');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: texts.representativesDialog.invitationSent({ email: long }) }));

    await userEvent.click(within(dialog).getByRole('button', { name: texts.representativesDialog.withdrawLabel({ email: long }) }));
    await waitFor(() => expect(remove).toHaveBeenCalled());
    await waitFor(() => expect(within(dialog).queryByText(long)).not.toBeInTheDocument());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: texts.representativesDialog.withdrawn({ email: long }) }));
  });

  it('Enter in the address field sends the invitation', async () => {
    const post = vi.fn(() => ({ invitations: [] }));
    serve({ 'POST /schools/school-lincoln/invitations': post });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: texts.representativesLabel({ name: lincoln.name }) }));
    const dialog = await screen.findByRole('dialog', { name: texts.representativesDialog.title({ name: lincoln.name }) });
    await userEvent.type(within(dialog).getByRole('textbox', { name: texts.representativesDialog.email }), 'rep@example.com{Enter}');
    await waitFor(() => expect(post).toHaveBeenCalledWith({ email: 'rep@example.com' }));
  });
});
