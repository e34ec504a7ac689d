import { Alert, Badge, Button, Group, NumberInput, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconPrinter, IconTruckDelivery } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatCalendarDay, type CreateShipmentRequest, type ReadyToShipSchool, type Shipment, type ShipmentStatus } from '@ssb/contract';
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

/** The schools to ship, as they load. */
export type ReadyState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; schools: ReadyToShipSchool[] };

/** What the day's screen does, whatever answers it: the API in the app, stubs in tests. */
export interface ShipmentsDayActions {
  create: (request: CreateShipmentRequest) => Promise<Shipment>;
  markShipped: (shipment: Shipment) => Promise<void>;
  downloadCsv: (shipment: Shipment) => Promise<void>;
  downloadDayCsv: () => Promise<void>;
  /** Where a shipment's printable manifest opens. */
  printPath: (shipment: Shipment) => string;
}

/** One school's row of the ready list: its boxes, and the shipment made of them on the day. */
function ReadySchoolRow({
  school,
  shipDate,
  create,
  onAnswer,
}: {
  school: ReadyToShipSchool;
  shipDate: string;
  create: ShipmentsDayActions['create'];
  onAnswer: (answer: { ok: boolean; text: string }) => void;
}) {
  const [cartons, setCartons] = useState<number | ''>(1);
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const name = school.schoolName;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (cartons === '') return;
    setBusy(true);
    try {
      const shipment = await create({
        schoolId: school.schoolId,
        shipDate,
        cartons,
        ...(carrier.trim() ? { carrier: carrier.trim() } : {}),
        ...(trackingNumber.trim() ? { trackingNumber: trackingNumber.trim() } : {}),
      });
      onAnswer({ ok: true, text: texts.create.created({ school: shipment.schoolName, count: shipment.boxCount, cartons: shipment.cartons }) });
    } catch (error) {
      onAnswer({ ok: false, text: error instanceof Error && error.message ? error.message : texts.create.failed });
    } finally {
      setBusy(false);
    }
  }

  const formId = `ship-${school.schoolId}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{name}</Text>
      </Table.Td>
      <Table.Td ta="right">{school.boxes}</Table.Td>
      <Table.Td>
        <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <NumberInput
              label={texts.create.cartons}
              aria-label={texts.create.cartonsLabel({ school: name })}
              required
              w={100}
              min={1}
              max={999}
              allowDecimal={false}
              allowNegative={false}
              value={cartons}
              onChange={(value) => setCartons(typeof value === 'number' ? value : '')}
            />
            <TextInput
              label={texts.create.carrier}
              aria-label={texts.create.carrierLabel({ school: name })}
              w={160}
              value={carrier}
              maxLength={60}
              onChange={(event) => setCarrier(event.currentTarget.value)}
            />
            <TextInput
              label={texts.create.trackingNumber}
              aria-label={texts.create.trackingNumberLabel({ school: name })}
              w={200}
              value={trackingNumber}
              maxLength={100}
              onChange={(event) => setTrackingNumber(event.currentTarget.value)}
            />
            <Button
              type="submit"
              loading={busy}
              disabled={cartons === ''}
              aria-label={texts.create.submitLabel({ school: name })}
              leftSection={<IconTruckDelivery size={16} aria-hidden />}
            >
              {texts.create.submit}
            </Button>
          </Group>
        </form>
      </Table.Td>
    </Table.Tr>
  );
}

/** The schools with packed boxes to ship, each made into a shipment on the day; a school shipped leaves the list. */
function ReadyToShip({ shipDate, ready, create }: { shipDate: string; ready: ReadyState; create: ShipmentsDayActions['create'] }) {
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="create-shipment-heading">
      <Stack gap="sm">
        <Title order={3} size="h4" id="create-shipment-heading">
          {texts.create.heading}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.create.hint}
        </Text>
        {answer && (
          <Alert color={answer.ok ? 'teal' : 'red'} variant="light" role={answer.ok ? 'status' : 'alert'}>
            {answer.text}
          </Alert>
        )}
        {ready.status === 'loading' && <Text c="dimmed">{texts.create.loading}</Text>}
        {ready.status === 'error' && (
          <Alert color="red" variant="light" role="alert">
            {texts.create.loadFailed}
          </Alert>
        )}
        {ready.status === 'ready' && ready.schools.length === 0 && <Text c="dimmed">{texts.create.empty}</Text>}
        {ready.status === 'ready' && ready.schools.length > 0 && (
          // On a phone the table scrolls sideways in its own box, and the page does not.
          <Table.ScrollContainer minWidth={780} type="native">
            <Table aria-label={texts.create.tableLabel} verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.create.columns.school}</Table.Th>
                  <Table.Th ta="right">{texts.create.columns.boxes}</Table.Th>
                  <Table.Th>{texts.create.columns.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ready.schools.map((school) => (
                  <ReadySchoolRow key={school.schoolId} school={school} shipDate={shipDate} create={create} onAnswer={setAnswer} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
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
 * The administrator's shipments of one ship date: the schools with packed boxes to ship are
 * listed with their counts, a shipment is created of each school's boxes, listed with its boxes, cartons and status, marked shipped when the carrier
 * takes it, printed (manifest and carton labels) and downloaded as CSV; so is the day's manifest.
 */
export function ShipmentsDay({
  shipDate,
  onShipDateChange,
  ready,
  shipments,
  actions,
}: {
  shipDate: string;
  onShipDateChange: (day: string) => void;
  ready: ReadyState;
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
      <ReadyToShip key={shipDate} shipDate={shipDate} ready={ready} create={actions.create} />
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
          <Table.ScrollContainer minWidth={880} type="native">
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
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
