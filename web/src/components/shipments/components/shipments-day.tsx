import { Alert, Badge, Button, Group, NativeSelect, NumberInput, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconPrinter, IconTruckDelivery } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatCalendarDay, type CreateShipmentRequest, type Shipment, type ShipmentStatus } from '@ssb/contract';
import { SHIPMENT_TEXTS } from '../texts';

const texts = SHIPMENT_TEXTS.tab;

const statusColor: Record<ShipmentStatus, string> = { PREPARED: 'gray', SHIPPED: 'blue', RECEIVED: 'teal' };

export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  return (
    <Badge color={statusColor[status]} variant="light">
      {SHIPMENT_TEXTS.status[status]}
    </Badge>
  );
}

/** What the day's screen does, whatever answers it: the API in the app, stubs in tests. */
export interface ShipmentsDayActions {
  create: (request: CreateShipmentRequest) => Promise<Shipment>;
  markShipped: (shipment: Shipment) => Promise<void>;
  downloadCsv: (shipment: Shipment) => Promise<void>;
  downloadDayCsv: () => Promise<void>;
  /** Where a shipment's printable manifest opens. */
  printPath: (shipment: Shipment) => string;
}

function CreateShipment({ shipDate, schools, create }: { shipDate: string; schools: { id: string; name: string }[]; create: ShipmentsDayActions['create'] }) {
  const [schoolId, setSchoolId] = useState('');
  const [cartons, setCartons] = useState<number | ''>(1);
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!schoolId || cartons === '') return;
    setBusy(true);
    try {
      const shipment = await create({
        schoolId,
        shipDate,
        cartons,
        ...(carrier.trim() ? { carrier: carrier.trim() } : {}),
        ...(trackingNumber.trim() ? { trackingNumber: trackingNumber.trim() } : {}),
      });
      setAnswer({ ok: true, text: texts.create.created({ school: shipment.schoolName, count: shipment.boxCount, cartons: shipment.cartons }) });
      setSchoolId('');
      setCarrier('');
      setTrackingNumber('');
    } catch (error) {
      setAnswer({ ok: false, text: error instanceof Error && error.message ? error.message : texts.create.failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="create-shipment-heading">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id="create-shipment-heading">
            {texts.create.heading}
          </Title>
          <Text size="sm" c="dimmed">
            {texts.create.hint}
          </Text>
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label={texts.create.school}
              required
              value={schoolId}
              onChange={(event) => setSchoolId(event.currentTarget.value)}
              data={[{ value: '', label: texts.create.schoolPlaceholder }, ...schools.map((school) => ({ value: school.id, label: school.name }))]}
            />
            <NumberInput
              label={texts.create.cartons}
              required
              w={120}
              min={1}
              max={999}
              allowDecimal={false}
              allowNegative={false}
              value={cartons}
              onChange={(value) => setCartons(typeof value === 'number' ? value : '')}
            />
            <TextInput label={texts.create.carrier} value={carrier} maxLength={60} onChange={(event) => setCarrier(event.currentTarget.value)} />
            <TextInput
              label={texts.create.trackingNumber}
              value={trackingNumber}
              maxLength={100}
              onChange={(event) => setTrackingNumber(event.currentTarget.value)}
            />
            <Button type="submit" loading={busy} disabled={!schoolId || cartons === ''} leftSection={<IconTruckDelivery size={16} aria-hidden />}>
              {texts.create.submit}
            </Button>
          </Group>
          {answer && (
            <Alert color={answer.ok ? 'teal' : 'red'} variant="light" role={answer.ok ? 'status' : 'alert'}>
              {answer.text}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

function Busy({
  label,
  ariaLabel,
  icon,
  run,
  variant = 'light',
}: {
  label: string;
  ariaLabel: string;
  icon?: ReactNode;
  run: () => Promise<void>;
  variant?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant={variant}
      leftSection={icon}
      aria-label={ariaLabel}
      loading={busy}
      onClick={() => {
        setBusy(true);
        void run().finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}

function ShipmentRow({ shipment, actions }: { shipment: Shipment; actions: ShipmentsDayActions }) {
  const school = shipment.schoolName;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{school}</Text>
        {shipment.receipt && (
          <Text size="xs" c="dimmed">
            {texts.list.received({ count: shipment.receipt.cartonsReceived, by: shipment.receipt.receivedBy })}
          </Text>
        )}
        {shipment.discrepancy && (
          <Text size="xs" fw={700} c="red.9">
            {texts.list.discrepancy({ expected: shipment.discrepancy.cartonsExpected, received: shipment.discrepancy.cartonsReceived })}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{shipment.boxCount}</Table.Td>
      <Table.Td ta="right">{shipment.cartons}</Table.Td>
      <Table.Td>
        <ShipmentStatusBadge status={shipment.status} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {shipment.status === 'PREPARED' && (
            <Busy
              label={texts.list.markShipped}
              ariaLabel={texts.list.markShippedLabel({ school })}
              variant="filled"
              run={() => actions.markShipped(shipment)}
            />
          )}
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={actions.printPath(shipment)}
            leftSection={<IconPrinter size={14} aria-hidden />}
            aria-label={texts.list.printLabel({ school })}
          >
            {texts.list.print}
          </Button>
          <Busy
            label={texts.list.csv}
            ariaLabel={texts.list.csvLabel({ school })}
            icon={<IconDownload size={14} aria-hidden />}
            run={() => actions.downloadCsv(shipment)}
            variant="default"
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The administrator's shipments of one ship date: a shipment is created per school (its packed
 * boxes not yet shipped), listed with its boxes, cartons and status, marked shipped when the carrier
 * takes it, printed (manifest and carton labels) and downloaded as CSV; so is the day's manifest.
 */
export function ShipmentsDay({
  shipDate,
  onShipDateChange,
  schools,
  shipments,
  actions,
}: {
  shipDate: string;
  onShipDateChange: (day: string) => void;
  schools: { id: string; name: string }[];
  shipments: { status: 'loading' } | { status: 'error' } | { status: 'ready'; shipments: Shipment[] };
  actions: ShipmentsDayActions;
}) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {texts.heading}
        </Title>
        <Text c="dimmed" size="sm" maw="48rem">
          {texts.intro}
        </Text>
      </div>
      <TextInput
        type="date"
        label={texts.shipDate}
        w={200}
        min="2000-01-01"
        max="2099-12-31"
        value={shipDate}
        onChange={(event) => event.currentTarget.value && onShipDateChange(event.currentTarget.value)}
      />
      <CreateShipment key={shipDate} shipDate={shipDate} schools={schools} create={actions.create} />
      <Stack gap="sm" component="section" aria-labelledby="day-shipments-heading">
        <Group justify="space-between">
          <Title order={3} size="h4" id="day-shipments-heading">
            {texts.list.heading}
          </Title>
          {shipments.status === 'ready' && shipments.shipments.length > 0 && (
            <Busy
              label={texts.list.dayCsv}
              ariaLabel={texts.list.dayCsv}
              icon={<IconDownload size={16} aria-hidden />}
              run={actions.downloadDayCsv}
              variant="default"
            />
          )}
        </Group>
        {shipments.status === 'loading' && <Text c="dimmed">{texts.list.loading}</Text>}
        {shipments.status === 'error' && (
          <Alert color="red" variant="light" role="alert">
            {texts.list.failed}
          </Alert>
        )}
        {shipments.status === 'ready' && shipments.shipments.length === 0 && <Text c="dimmed">{texts.list.empty}</Text>}
        {shipments.status === 'ready' && shipments.shipments.length > 0 && (
          <Table aria-label={texts.list.tableLabel({ date: formatCalendarDay(shipDate) })} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.list.columns.school}</Table.Th>
                <Table.Th ta="right">{texts.list.columns.boxes}</Table.Th>
                <Table.Th ta="right">{texts.list.columns.cartons}</Table.Th>
                <Table.Th>{texts.list.columns.status}</Table.Th>
                <Table.Th>{texts.list.columns.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shipments.shipments.map((shipment) => (
                <ShipmentRow key={shipment.id} shipment={shipment} actions={actions} />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}
