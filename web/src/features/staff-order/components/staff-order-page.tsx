import { Alert, Anchor, Button, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  formatDateTime,
  formatLongDate,
  formatMoney,
  formatPhone,
  isPaidStatus,
  orderActorKinds,
  orderNumberText,
  type Order,
  type OrderActorKind,
  type OrderEmail,
  type StaffOrderDetails,
  type TimelineEntry,
} from '@ssb/contract';
import { ORDER_STATUS_LABELS, studentNameOf } from '@/components/orders/order-status';
import { OrderStatusPill } from '@/components/orders/order-status-pill';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { useLoggedFailure } from '@/lib/staff/staff-failures';
import { useOrderDetail } from '../api/get-order-detail';
import { OrderPayment } from './order-payment';

// The picker loads after the page, with its select and its call: the page's first download stays within budget.
const TeacherPicker = lazy(() => import('./teacher-picker').then((m) => ({ default: m.TeacherPicker })));
import { STAFF_ORDER_TEXTS as texts } from '../texts';
import classes from './staff-order-page.module.css';
import { ItemChanges } from '@/components/orders/item-changes';

const when = (iso: string) => formatDateTime(new Date(iso));

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Who made a change: a person's e-mail, or the family, the payment provider, the product. */
const actorName = (by: string) => ((orderActorKinds as readonly string[]).includes(by) ? texts.timeline.actors[by as OrderActorKind] : by);

function whatHappened(entry: TimelineEntry): string {
  const name = (status: TimelineEntry['to']) => (status ? ORDER_STATUS_LABELS[status] : '');
  switch (entry.event) {
    case 'placed':
      return entry.to ? `${texts.timeline.placed} · ${name(entry.to)}` : texts.timeline.placed;
    case 'paid':
      return texts.timeline.paid;
    case 'packed':
      return `${texts.timeline.packed} · ${name(entry.to)}`;
    case 'statusChanged':
      return texts.timeline.statusChanged({ from: name(entry.from), to: name(entry.to) });
    case 'pickedUp':
      return texts.timeline.pickedUp;
    case 'pickUpUndone':
      return texts.timeline.pickUpUndone;
    case 'shipped':
      return texts.timeline.shipped;
    case 'atSchool':
      return texts.timeline.atSchool;
    case 'trackingAdded':
      return texts.timeline.trackingAdded;
    case 'cancelled':
      return texts.timeline.cancelled;
    case 'substituted':
      return texts.timeline.substituted({ item: entry.item ?? '', substitute: entry.substitute ?? '' });
    case 'removed':
      return entry.amount
        ? texts.timeline.removedRefunded({ item: entry.item ?? '', amount: formatMoney(entry.amount) })
        : texts.timeline.removed({ item: entry.item ?? '' });
    case 'refunded':
      return texts.timeline.refunded({ amount: formatMoney(entry.amount ?? 0) });
    case 'emailed':
      return texts.timeline.emailed({ subject: entry.subject ?? '' });
  }
}

function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className={classes.timeline}>
      {entries.map((entry, i) => (
        <li key={i}>
          <Text size="sm" c="dimmed" component="span" className={classes.when}>
            {when(entry.at)}
          </Text>
          <Text size="sm" component="span" fw={entry.event === 'emailed' ? 400 : 600}>
            {whatHappened(entry)}
          </Text>
          {entry.by && (
            <Text size="sm" c="dimmed" component="span">
              {texts.timeline.by({ by: actorName(entry.by) })}
            </Text>
          )}
        </li>
      ))}
    </ol>
  );
}

function deliveryState(email: OrderEmail): string {
  if (!email.delivery || !['SUCCESS', 'ERROR'].includes(email.delivery.state)) return texts.emails.waiting;
  return email.delivery.state === 'SUCCESS' ? texts.emails.delivered : `${texts.emails.notDelivered}${email.delivery.error ? `: ${email.delivery.error}` : ''}`;
}

function Emails({ emails }: { emails: OrderEmail[] }) {
  if (!emails.length) return <Text size="sm">{texts.emails.none}</Text>;
  return (
    // A list rather than a table: at a phone's width a table of three columns would scroll sideways.
    <ul className={classes.emails}>
      {emails.map((email) => (
        <li key={email.id}>
          <Text size="sm" className={classes.breakable}>
            {email.subject}
          </Text>
          <Text size="xs" c="dimmed" className={classes.breakable}>
            {email.to}
          </Text>
          <Text size="sm">
            {texts.emails.sent}: {when(email.at)} · {texts.emails.delivery}: {deliveryState(email)}
          </Text>
        </li>
      ))}
    </ul>
  );
}

function Items({ order }: { order: Order }) {
  const item = (m: Order['supplyList']['productsMappings'][number]) => (
    <List.Item key={m.productId}>{texts.items.item({ quantity: m.quantity, name: m.product.name })}</List.Item>
  );
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {texts.items.inTheBox}
      </Text>
      <List size="sm">{order.supplyList.productsMappings.map(item)}</List>
      <ItemChanges changes={order.itemChanges} />
      {order.supplyList.skippedItems?.length ? (
        <>
          <Text size="sm" fw={600}>
            {texts.items.alreadyHave}
          </Text>
          <List size="sm">{order.supplyList.skippedItems.map(item)}</List>
        </>
      ) : null}
    </Stack>
  );
}

const TrackingForm = lazy(() => import('./tracking-form'));

/** A box sent home: its tracking as added, with the carrier's page, and for an administrator the form to add or change it. */
function Tracking({ order, editable }: { order: Order; editable: boolean }) {
  const { tracking } = order;
  return (
    <Stack gap={6} mt="xs">
      {tracking && (
        <Text size="sm">
          {texts.tracking.current({ carrier: tracking.carrier, trackingNumber: tracking.trackingNumber })}{' '}
          {tracking.url && (
            <Anchor href={tracking.url} target="_blank" rel="noopener noreferrer" size="sm">
              {texts.tracking.track}
            </Anchor>
          )}
        </Text>
      )}
      {editable && (
        <Suspense fallback={null}>
          <TrackingForm order={order} />
        </Suspense>
      )}
    </Stack>
  );
}

function Delivery({ order, details, admin }: { order: Order; details: StaffOrderDetails; admin: boolean }) {
  const { delivery, pickedUp } = details;
  // Tracking is for a paid box a carrier takes home; only an administrator adds it (the API says why otherwise).
  const tracked = !delivery.toSchool && (isPaidStatus(order.status) || !!order.tracking);
  const ready = order.status === 'COMPLETED' && delivery.toSchool && !pickedUp;
  return (
    <Stack gap={4}>
      <Text size="sm">{(delivery.toSchool ? texts.delivery.toSchool : texts.delivery.toHome)({ address: delivery.address })}</Text>
      {ready && (
        <Text size="sm" fw={600}>
          {texts.delivery.readyForPickup}
        </Text>
      )}
      {pickedUp && (
        <Text size="sm" fw={600}>
          {texts.delivery.pickedUp({ date: when(pickedUp.at), by: actorName(pickedUp.by) })}
        </Text>
      )}
      {tracked && <Tracking order={order} editable={admin && isPaidStatus(order.status)} />}
    </Stack>
  );
}

/**
 * An order's page (docs/decisions.md §32), for an administrator (`/admin/orders/{id}`) or its
 * school's representative (`/school-dashboard/orders/{id}`): the items (packed and already had),
 * the delivery and its pick-up, the contact, the payment with every refund, the e-mails sent
 * with their delivery, and the timeline of every change with who made it.
 */
export function StaffOrderPage({ orderId, from }: { orderId: string; from: 'admin' | 'school' }) {
  const detail = useOrderDetail(orderId);
  useLoggedFailure('the order', detail.error);
  const back =
    from === 'admin'
      ? { to: `${paths.app.admin.getHref()}?tab=orders`, label: texts.backToOrders }
      : { to: paths.app.schoolDashboard.getHref(), label: texts.backToDashboard };
  const orderNumber = orderNumberText(orderId);

  let body: ReactNode;
  if (detail.isPending) body = <Text role="status">{texts.loading}</Text>;
  else if (detail.isError || !detail.data.details) {
    body = (
      <Alert color="red" variant="light" title={texts.loadFailed} icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        <Button variant="default" size="xs" onClick={() => void detail.refetch()}>
          {texts.retry}
        </Button>
      </Alert>
    );
  } else {
    const { order, timeline, details } = detail.data;
    body = (
      <Stack gap="md">
        <Text>
          {texts.summary({ student: studentNameOf(order), list: order.supplyList.name, school: order.supplyList.school.name })}
          <br />
          <Text span size="sm" c="dimmed">
            {texts.placedOn({ date: formatLongDate(new Date(order.createdAt)) })}
          </Text>
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Section title={texts.items.heading}>
            <Items order={order} />
          </Section>
          <Stack gap="md">
            <Section title={texts.delivery.heading}>
              <Delivery order={order} details={details} admin={from === 'admin'} />
              {details.teacher && (
                <Suspense fallback={null}>
                  <TeacherPicker orderId={orderId} teacher={details.teacher} />
                </Suspense>
              )}
            </Section>
            <Section title={texts.contact.heading}>
              <Text size="sm" className={classes.breakable}>
                {texts.contact.email}: {order.user.email}
              </Text>
              <Text size="sm">
                {texts.contact.phone}: {formatPhone(order.user.phone)}
              </Text>
            </Section>
            <Section title={texts.payment.heading}>
              <OrderPayment payment={details.payment} money={order.money} />
            </Section>
          </Stack>
        </SimpleGrid>
        <Section title={texts.emails.heading}>
          <Emails emails={details.emails} />
        </Section>
        <Section title={texts.timeline.heading}>
          <Timeline entries={timeline} />
        </Section>
      </Stack>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <DocumentTitle title={texts.title({ orderNumber })} />
      <Anchor component={Link} to={back.to} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {back.label}
        </Group>
      </Anchor>
      <Group gap="sm" mt="sm" mb="md" align="center">
        <Title order={1}>{texts.title({ orderNumber })}</Title>
        {detail.data && <OrderStatusPill status={detail.data.order.status} />}
      </Group>
      {body}
    </Container>
  );
}
