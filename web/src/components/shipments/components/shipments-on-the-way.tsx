import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCalendarDay, formatDateTime, type Shipment, type ShipmentReceiptRequest } from '@ssb/contract';
import { SHIPMENT_TEXTS } from '../texts';
import { ReceiptForm, type ReceiptAnswer } from './receipt-form';

const texts = SHIPMENT_TEXTS.receipt;

function OnTheWay({ shipment, confirm }: { shipment: Shipment; confirm: (receipt: ShipmentReceiptRequest) => Promise<ReceiptAnswer> }) {
  const [open, setOpen] = useState(false);
  const shippedOn = shipment.shippedAt ? formatDateTime(new Date(shipment.shippedAt)) : formatCalendarDay(shipment.shipDate);
  return (
    <Paper withBorder p="md" component="article" aria-label={texts.shippedOn({ date: shippedOn })}>
      <Stack gap="sm">
        <div>
          <Text fw={700} size="lg">
            {texts.shipment({ count: shipment.cartons, boxes: shipment.boxCount })}
          </Text>
          <Text size="sm" c="dimmed">
            {texts.shippedOn({ date: shippedOn })}
            {shipment.carrier ? ` · ${shipment.carrier}${shipment.trackingNumber ? ` ${shipment.trackingNumber}` : ''}` : ''}
          </Text>
        </div>
        {open ? (
          <ReceiptForm shipment={shipment} onSend={confirm} onCancel={() => setOpen(false)} />
        ) : (
          <Button
            size="lg"
            fullWidth
            leftSection={<IconPackage size={20} aria-hidden />}
            aria-label={texts.confirmLabel({ date: shippedOn })}
            onClick={() => setOpen(true)}
          >
            {texts.confirm}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The school's deliveries on the way (School Dashboard): each shipped shipment, and its receipt at
 * the door, made on a phone as the cartons come in.
 */
export function ShipmentsOnTheWay({
  shipments,
  confirm,
}: {
  shipments: { status: 'loading' } | { status: 'error' } | { status: 'ready'; shipments: Shipment[] };
  confirm: (shipment: Shipment, receipt: ShipmentReceiptRequest) => Promise<ReceiptAnswer>;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="on-the-way-heading">
      <Title order={2} size="h3" id="on-the-way-heading">
        {texts.heading}
      </Title>
      <Text size="sm" c="dimmed">
        {texts.intro}
      </Text>
      {shipments.status === 'loading' && <Text c="dimmed">{texts.loading}</Text>}
      {shipments.status === 'error' && (
        <Alert color="red" variant="light" role="alert">
          {texts.failed}
        </Alert>
      )}
      {shipments.status === 'ready' && shipments.shipments.length === 0 && <Text>{texts.none}</Text>}
      {shipments.status === 'ready' &&
        shipments.shipments.map((shipment) => <OnTheWay key={shipment.id} shipment={shipment} confirm={(receipt) => confirm(shipment, receipt)} />)}
    </Stack>
  );
}
