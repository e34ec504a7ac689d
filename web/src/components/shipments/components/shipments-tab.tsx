import { useState } from 'react';
import { todayIn } from '@ssb/contract';
import { paths } from '@/config/paths';
import { notify } from '@/lib/ui/notify';
import { useCreateShipment, useDayShipments, useReadyToShip, useShipShipment, downloadDayManifestCsv, downloadManifestCsv } from '../api/shipments';
import { SHIPMENT_TEXTS } from '../texts';
import { ShipmentsDay, type ShipmentsDayActions } from './shipments-day';

const texts = SHIPMENT_TEXTS.tab.list;

const localToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date());

/** Runs `download`, and says so when it fails. */
async function downloading(download: () => Promise<void>) {
  try {
    await download();
  } catch {
    notify({ color: 'red', message: texts.downloadFailed });
  }
}

/** The admin's Shipments tab: the schools with boxes to ship, and a ship date's shipments, today's at first. */
export function ShipmentsTab() {
  const [shipDate, setShipDate] = useState(localToday);
  const ready = useReadyToShip();
  const day = useDayShipments(shipDate);
  const create = useCreateShipment();
  const ship = useShipShipment();

  const actions: ShipmentsDayActions = {
    create: (request) => create.mutateAsync(request),
    markShipped: async (shipment) => {
      try {
        await ship.mutateAsync(shipment.id);
        notify({ color: 'teal', message: texts.shipped({ school: shipment.schoolName }) });
      } catch (error) {
        notify({ color: 'red', message: error instanceof Error && error.message ? error.message : texts.shipFailed });
      }
    },
    downloadCsv: (shipment) => downloading(() => downloadManifestCsv(shipment.id)),
    downloadDayCsv: () => downloading(() => downloadDayManifestCsv(shipDate)),
    printPath: (shipment) => paths.app.adminShipmentPrint.getHref(shipment.id),
  };

  return (
    <ShipmentsDay
      shipDate={shipDate}
      onShipDateChange={setShipDate}
      ready={ready.isPending ? { status: 'loading' } : ready.isError ? { status: 'error' } : { status: 'ready', schools: ready.data }}
      shipments={day.isPending ? { status: 'loading' } : day.isError ? { status: 'error' } : { status: 'ready', shipments: day.data }}
      actions={actions}
    />
  );
}
