import { Table, Text, Title } from '@mantine/core';
import { formatCalendarDay, formatPhone, type ShipmentManifest } from '@ssb/contract';
import { SHIPMENT_TEXTS } from '../texts';
import classes from './manifest-sheet.module.css';

const texts = SHIPMENT_TEXTS.manifest;

function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <dl className={classes.facts}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where the cartons go and whom to ask there: on the manifest and on every label. */
function schoolFacts({ school }: ShipmentManifest): [string, string][] {
  const contact = school.deliveryContact;
  return [
    [texts.address, school.address],
    [texts.contact, contact ? `${contact.name} · ${formatPhone(contact.phone)}` : texts.noContact],
    [texts.instructions, school.deliveryInstructions || texts.noInstructions],
  ];
}

/** One label a carton: the school, where and whom, and "carton k of n", big enough to read across a loading dock. */
function CartonLabels({ manifest }: { manifest: ShipmentManifest }) {
  const n = manifest.shipment.cartons;
  return (
    <ul className={classes.labels} aria-label={texts.label.regionLabel}>
      {Array.from({ length: n }, (_, i) => (
        <li key={i}>
          <article className={classes.label} aria-label={texts.label.carton({ k: i + 1, n })}>
            <div className={classes.labelSchool}>{manifest.school.name}</div>
            <Facts facts={schoolFacts(manifest)} />
            <div className={classes.labelCarton}>{texts.label.carton({ k: i + 1, n })}</div>
            <Text size="sm" mt="xs">
              {texts.label.shipment({ id: manifest.shipment.id })} · {formatCalendarDay(manifest.shipment.shipDate)}
            </Text>
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * A shipment's manifest as it prints (docs/decisions.md §27): the school, its contact and
 * instructions, the cartons and every box in them; then one label a carton, a page each.
 */
export function ManifestSheet({ manifest }: { manifest: ShipmentManifest }) {
  const { shipment, school, boxes } = manifest;
  return (
    <div className={classes.sheet}>
      <section className={classes.manifest} aria-labelledby={`manifest-${shipment.id}`}>
        <Title order={2} id={`manifest-${shipment.id}`}>
          {texts.title({ school: school.name })}
        </Title>
        <Facts
          facts={[
            [texts.shipDate, formatCalendarDay(shipment.shipDate)],
            [texts.deliveryDate, school.deliveryDate ? formatCalendarDay(school.deliveryDate) : texts.noDeliveryDate],
            [texts.cartons, String(shipment.cartons)],
            [texts.carrier, shipment.carrier ?? texts.none],
            [texts.tracking, shipment.trackingNumber ?? texts.none],
            ...schoolFacts(manifest),
          ]}
        />
        <Text fw={700} mb="xs">
          {texts.boxCount({ count: boxes.length })}
        </Text>
        <Table className={classes.table} aria-label={texts.boxesLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.columns.order}</Table.Th>
              <Table.Th>{texts.columns.child}</Table.Th>
              <Table.Th>{texts.columns.list}</Table.Th>
              <Table.Th>{texts.columns.teacher}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {boxes.map((box) => (
              <Table.Tr key={box.orderId}>
                <Table.Td ff="monospace">{box.orderNumber}</Table.Td>
                <Table.Td>{box.childName}</Table.Td>
                <Table.Td>{box.listName}</Table.Td>
                <Table.Td>{box.teacher ?? texts.none}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
      <CartonLabels manifest={manifest} />
    </div>
  );
}
