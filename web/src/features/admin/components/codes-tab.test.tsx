import { notifications } from '@mantine/notifications';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { moneyMessages } from '@ssb/contract';
import { axeViolations } from '@/testing/axe';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { downloadVoucherBatch } from '../api/voucher-batches';
import { ADMIN_MONEY_TEXTS } from '../money-texts';
import { aPromotionCode, aStaffSchool, desktopAndQuiet, pickSchool, serveApi } from '../testing/fixtures';
import { CodesTab } from './codes-tab';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));
vi.mock('../api/voucher-batches', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/voucher-batches')>()),
  downloadVoucherBatch: vi.fn(async () => {}),
}));

const texts = ADMIN_MONEY_TEXTS.codes;
const lincoln = aStaffSchool();
const fall = aPromotionCode();
const lincolnFive = aPromotionCode({
  id: 'LINCOLN5',
  code: 'LINCOLN5',
  percentOff: null,
  amountOff: 5,
  schoolId: lincoln.id,
  expiresOn: '2026-08-31',
  maxRedemptions: 40,
  timesRedeemed: 12,
});
const voucher = aPromotionCode({
  id: 'K7M2P9Q4RX',
  code: 'K7M2P9Q4RX',
  percentOff: 100,
  schoolId: lincoln.id,
  maxRedemptions: 1,
  timesRedeemed: 0,
  batchId: 'batch-1',
  active: false,
});

const routes = (extra: Record<string, unknown> = {}) =>
  serveApi({
    'GET /promotion-codes': { promotionCodes: [fall, lincolnFive, voucher], nextCursor: null },
    'GET /schools?limit=200': { schools: [lincoln], nextCursor: null },
    ...extra,
  });
const renderTab = () => renderApp(<CodesTab />, { session: sessions.admin() });
const row = async (code: string) => (await screen.findByText(code)).closest('tr')!;

beforeEach(desktopAndQuiet);

describe('CodesTab', { timeout: 20_000 }, () => {
  it('lists each code with what it takes off, for which school, until when, how often it was used and whether it is on', async () => {
    routes();
    renderTab();
    expect(await row('Fall10')).toHaveTextContent(/10% off.*Every school.*No end.*3.*Active/);
    await waitFor(async () => expect(await row('LINCOLN5')).toHaveTextContent(/\$5\.00 off.*Lincoln Elementary School.*August 31, 2026.*12 of 40.*Active/));
    const voucherRow = await row('K7M2P9Q4RX');
    expect(voucherRow).toHaveTextContent(texts.voucher);
    expect(voucherRow).toHaveTextContent(texts.inactive);
    expect(within(voucherRow).getByRole('button', { name: texts.turnOnLabel({ code: 'K7M2P9Q4RX' }) })).toBeInTheDocument();
    await userEvent.click(within(voucherRow).getByRole('button', { name: texts.downloadBatchLabel({ code: 'K7M2P9Q4RX' }) }));
    expect(downloadVoucherBatch).toHaveBeenCalledWith('batch-1');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('turns a code off', async () => {
    const show = vi.spyOn(notifications, 'show');
    const put = vi.fn(() => ({ promotionCode: { ...fall, active: false } }));
    routes({ 'PUT /promotion-codes/FALL10': put });
    renderTab();
    await userEvent.click(within(await row('Fall10')).getByRole('button', { name: texts.turnOffLabel({ code: 'Fall10' }) }));
    await waitFor(() => expect(put).toHaveBeenCalledWith({ active: false }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: texts.turnedOff({ code: 'Fall10' }) })));
  });

  it('New Code: checks the code and its amount as the API does, then sends only what is filled in', async () => {
    const show = vi.spyOn(notifications, 'show');
    const post = vi.fn((body: unknown) => ({ promotionCode: aPromotionCode({ ...(body as object), id: 'SPRING' }) }));
    routes({ 'POST /promotion-codes': post });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: texts.add }));
    const dialog = await screen.findByRole('dialog', { name: texts.dialog.title });
    await userEvent.type(within(dialog).getByRole('textbox', { name: texts.dialog.code }), 'no spaces');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: texts.dialog.percent }), '120');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.dialog.create }));
    expect(await within(dialog).findByText(moneyMessages.codes.codeInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(moneyMessages.codes.percentInvalid)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: texts.dialog.code }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: texts.dialog.code }), 'Spring');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: texts.dialog.kind }), 'amount');
    const amount = within(dialog).getByRole('spinbutton', { name: texts.dialog.amount });
    await userEvent.clear(amount);
    await userEvent.type(amount, '7.5');
    await pickSchool(texts.dialog.school, 'linc', lincoln.name);
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: texts.dialog.maxRedemptions }), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.dialog.create }));
    await waitFor(() => expect(post).toHaveBeenCalledWith({ code: 'Spring', amountOff: 7.5, maxRedemptions: 25, schoolId: lincoln.id }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: texts.added({ code: 'Spring' }) })));
  });

  it('Make Vouchers: needs a school, then offers the new batch’s CSV', async () => {
    const post = vi.fn(() => ({ batch: { id: 'batch-2', schoolId: lincoln.id, percentOff: 100, count: 30, createdAt: '2026-07-02T15:00:00.000Z' } }));
    routes({ 'POST /promotion-codes/batch': post });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: texts.addBatch }));
    const dialog = await screen.findByRole('dialog', { name: texts.batchDialog.title });
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: texts.batchDialog.count }), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.batchDialog.create }));
    expect(await within(dialog).findByText(moneyMessages.codes.schoolRequired)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await pickSchool(texts.batchDialog.school, 'linc', lincoln.name);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.batchDialog.create }));
    await waitFor(() => expect(post).toHaveBeenCalledWith({ count: 30, percentOff: 100, schoolId: lincoln.id }));
    expect(await within(dialog).findByText(texts.batchDialog.made({ count: 30, school: lincoln.name }))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.batchDialog.download }));
    expect(downloadVoucherBatch).toHaveBeenCalledWith('batch-2');
  });
});

describe('CodesTab in Spanish', { timeout: 20_000 }, () => {
  it('says what each code takes off in Spanish', async () => {
    await speak('es');
    routes();
    renderTab();
    expect(await row('Fall10')).toHaveTextContent(/10 % de descuento.*Todas las escuelas.*Sin fin.*Activo/);
    expect(screen.getByRole('button', { name: 'Nuevo código' })).toBeInTheDocument();
  });
});
