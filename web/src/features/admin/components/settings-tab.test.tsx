import { notifications } from '@mantine/notifications';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { moneyMessages } from '@ssb/contract';
import { axeViolations } from '@/testing/axe';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { ADMIN_MONEY_TEXTS } from '../money-texts';
import { desktopAndQuiet, serveApi } from '../testing/fixtures';
import { SettingsTab } from './settings-tab';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const texts = ADMIN_MONEY_TEXTS.settings.shipping;
const renderTab = () => renderApp(<SettingsTab />, { session: sessions.admin() });

beforeEach(desktopAndQuiet);

describe('SettingsTab', { timeout: 20_000 }, () => {
  it('shows the saved fee and threshold, and the line families will see', async () => {
    serveApi({ 'GET /settings/shipping': { shipping: { homeDeliveryFee: 9, freeOver: 50 } } });
    renderTab();
    expect(await screen.findByRole('spinbutton', { name: texts.fee })).toHaveValue(9);
    expect(screen.getByRole('spinbutton', { name: texts.freeOver })).toHaveValue(50);
    expect(screen.getByTestId('shipping-preview')).toHaveTextContent('Home delivery: $9.00, free on orders of $50.00 or more');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says there is no fee until one is set, and saves a fee without a threshold', async () => {
    const show = vi.spyOn(notifications, 'show');
    const put = vi.fn((body: unknown) => ({ shipping: body }));
    serveApi({ 'GET /settings/shipping': { shipping: { homeDeliveryFee: 0, freeOver: null } }, 'PUT /settings/shipping': put });
    renderTab();
    expect(await screen.findByTestId('shipping-preview')).toHaveTextContent(texts.noFee);
    const fee = screen.getByRole('spinbutton', { name: texts.fee });
    await userEvent.clear(fee);
    await userEvent.type(fee, '4.99');
    await userEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(put).toHaveBeenCalledWith({ homeDeliveryFee: 4.99, freeOver: null }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: texts.saved })));
    await waitFor(() => expect(screen.getByTestId('shipping-preview')).toHaveTextContent('Home delivery: $4.99'));
  });

  it('refuses a threshold of nothing with the contract’s message, and sends nothing', async () => {
    const put = vi.fn();
    serveApi({ 'GET /settings/shipping': { shipping: { homeDeliveryFee: 9, freeOver: null } }, 'PUT /settings/shipping': put });
    renderTab();
    await userEvent.type(await screen.findByRole('spinbutton', { name: texts.freeOver }), '0');
    await userEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(moneyMessages.shipping.freeOverInvalid)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });
});

describe('SettingsTab in Spanish', { timeout: 20_000 }, () => {
  it('shows the line in Spanish', async () => {
    await speak('es');
    serveApi({ 'GET /settings/shipping': { shipping: { homeDeliveryFee: 9, freeOver: 50 } } });
    renderTab();
    expect(await screen.findByTestId('shipping-preview')).toHaveTextContent('Envío a domicilio: $9.00, gratis en pedidos de $50.00 o más');
    expect(screen.getByRole('heading', { name: 'Envío' })).toBeInTheDocument();
  });
});
