import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { speak } from '@/testing/locale';
import { aShipment } from '../testing/shipment-fixtures';
import { ShipmentsDay, type ShipmentsDayActions } from './shipments-day';

const schools = [
  { schoolId: 'school-lincoln', schoolName: 'Lincoln Elementary School', boxes: 3 },
  { schoolId: 'school-oak', schoolName: 'Oak Ridge Middle School', boxes: 1 },
];

const actions = (changes: Partial<ShipmentsDayActions> = {}): ShipmentsDayActions => ({
  create: vi.fn(async () => aShipment({ status: 'PREPARED' })),
  markShipped: vi.fn(async () => {}),
  downloadCsv: vi.fn(async () => {}),
  downloadDayCsv: vi.fn(async () => {}),
  printPath: (shipment) => `/admin/shipments/${shipment.id}/print`,
  ...changes,
});

const render = (given: ShipmentsDayActions, shipments = [aShipment({ status: 'PREPARED' })]) =>
  renderApp(
    <ShipmentsDay
      shipDate="2026-08-20"
      onShipDateChange={() => {}}
      ready={{ status: 'ready', schools }}
      shipments={{ status: 'ready', shipments }}
      actions={given}
    />,
    {
      session: sessions.admin(),
    },
  );

describe('ShipmentsDay', () => {
  it('lists the schools with boxes to ship and their counts, and creates a school’s shipment on the day with its cartons', async () => {
    const given = actions();
    render(given);
    const ready = screen.getByRole('table', { name: 'Schools with boxes ready to ship' });
    const rows = within(ready).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^Lincoln Elementary School3/);
    expect(rows[2]).toHaveTextContent(/^Oak Ridge Middle School1/);
    const user = userEvent.setup();
    const cartons = screen.getByRole('textbox', { name: 'Cartons: Lincoln Elementary School' });
    await user.clear(cartons);
    await user.type(cartons, '2');
    await user.type(screen.getByRole('textbox', { name: 'Carrier (optional): Lincoln Elementary School' }), 'UPS');
    await user.click(screen.getByRole('button', { name: 'Create shipment: Lincoln Elementary School' }));
    expect(given.create).toHaveBeenCalledWith({ schoolId: 'school-lincoln', shipDate: '2026-08-20', cartons: 2, carrier: 'UPS' });
    expect(await screen.findByRole('status')).toHaveTextContent('Shipment for Lincoln Elementary School created: 3 boxes in 2 cartons.');
  });

  it('shows the API’s refusal', async () => {
    render(actions({ create: vi.fn(async () => Promise.reject(new Error('Lincoln Elementary School has no packed boxes to ship'))) }));
    await userEvent.click(screen.getByRole('button', { name: 'Create shipment: Lincoln Elementary School' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Lincoln Elementary School has no packed boxes to ship');
  });

  it('says when no school has boxes to ship', () => {
    renderApp(
      <ShipmentsDay
        shipDate="2026-08-20"
        onShipDateChange={() => {}}
        ready={{ status: 'ready', schools: [] }}
        shipments={{ status: 'ready', shipments: [] }}
        actions={actions()}
      />,
      { session: sessions.admin() },
    );
    expect(screen.getByText('No school has packed boxes waiting to ship.')).toBeInTheDocument();
  });

  it('lists the day’s shipments; a prepared one is marked shipped, each prints and downloads', async () => {
    const given = actions();
    const received = aShipment({
      id: 'shp-2',
      schoolName: 'Oak Ridge Middle School',
      status: 'RECEIVED',
      receipt: { cartonsReceived: 1, receivedBy: 'Ana', note: '', receivedAt: '', by: 'rep' },
      discrepancy: { cartonsExpected: 2, cartonsReceived: 1 },
    });
    render(given, [aShipment({ status: 'PREPARED' }), received]);
    const table = screen.getByRole('table', { name: 'Shipments of August 20, 2026' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Lincoln Elementary School32Prepared');
    expect(rows[2]).toHaveTextContent('Received: 1 carton by Ana');
    expect(rows[2]).toHaveTextContent('Expected 2, received 1');
    expect(within(rows[2]!).queryByRole('button', { name: /Mark shipped/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped: Lincoln Elementary School' }));
    expect(given.markShipped).toHaveBeenCalledWith(expect.objectContaining({ id: 'shp-1' }));
    expect(screen.getByRole('link', { name: 'Print manifest: Lincoln Elementary School' })).toHaveAttribute('href', '/admin/shipments/shp-1/print');
    await userEvent.click(screen.getByRole('button', { name: 'CSV: the manifest of Oak Ridge Middle School' }));
    expect(given.downloadCsv).toHaveBeenCalledWith(received);
    await userEvent.click(screen.getByRole('button', { name: "Download the day's manifest (CSV)" }));
    expect(given.downloadDayCsv).toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    await speak('es');
    render(actions());
    expect(screen.getByRole('table', { name: 'Envíos del 20 de agosto de 2026' })).toHaveTextContent('Preparado');
    expect(screen.getByRole('table', { name: 'Escuelas con cajas listas para enviar' })).toHaveTextContent('Lincoln Elementary School');
    expect(screen.getByRole('button', { name: 'Crear envío: Lincoln Elementary School' })).toBeInTheDocument();
  });
});
