import { Alert, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { guestOrdersQueryKey, useGuestOrders, type LookupCriteria } from '../api/lookup-orders';
import { rememberLookup, useLookupCriteria } from '../hooks/use-lookup-criteria';
import { MY_ORDERS_TEXTS } from '../texts';
import { GuestLookupForm } from './guest-lookup-form';
import { OrderList } from './order-list';
import { BrowseSchoolsLink, OrdersEmptyState } from './orders-empty-state';

const texts = MY_ORDERS_TEXTS.lookup;

/** A guest's My Orders: the lookup form, then the orders it finds (polled while one awaits payment). */
export function GuestOrders() {
  const queryClient = useQueryClient();
  const [criteria, setCriteria] = useLookupCriteria();
  const orders = useGuestOrders(criteria);
  const found = orders.data;
  const failed = orders.isError && !found;
  // A lookup remembered from earlier in this tab runs at once, with the form folded away.
  const [restoring, setRestoring] = useState(criteria !== null);
  // The form folds away while orders are shown, unless the guest opens or closes it themselves.
  const [formOpen, setFormOpen] = useState<boolean | null>(null);
  const formExpanded = formOpen ?? (found ? found.length === 0 : failed || !restoring);

  // Remember a lookup that found orders for this tab, so the guest sees them again on coming back from payment.
  useEffect(() => {
    if (criteria && found) rememberLookup(found.length > 0 ? criteria : null);
  }, [criteria, found]);

  function lookup(next: LookupCriteria) {
    setFormOpen(null);
    setRestoring(false);
    if (criteria && criteria.email === next.email && criteria.phone === next.phone) {
      // The same lookup again: forget what is shown so it runs again instead of refreshing statuses.
      void queryClient.resetQueries({ queryKey: guestOrdersQueryKey(next), exact: true });
    } else {
      setCriteria(next);
    }
  }

  const feedback = failed ? (
    <Alert color="red" variant="light" title={texts.failed} icon={<IconAlertCircle aria-hidden />} role="alert">
      {orders.error.message}
    </Alert>
  ) : found?.length === 0 ? (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
      {texts.noneFound}
    </Alert>
  ) : null;

  return (
    <Stack gap="lg">
      <GuestLookupForm
        initial={criteria}
        busy={orders.isFetching && !found}
        expanded={formExpanded}
        onToggle={() => setFormOpen(!formExpanded)}
        onLookup={lookup}
        feedback={feedback}
      />

      {criteria && orders.isPending && !failed ? (
        <Stack gap="md" role="status">
          <VisuallyHidden>{texts.submitting}</VisuallyHidden>
          <Skeleton h={220} radius="lg" />
          <Skeleton h={220} radius="lg" />
        </Stack>
      ) : found && found.length > 0 ? (
        <OrderList orders={found} caption={criteria ? texts.showingFor({ email: criteria.email }) : undefined} />
      ) : found ? (
        <OrdersEmptyState audience="guest" />
      ) : (
        <Group justify="center" gap="sm" py="md">
          <Text c="dimmed">{MY_ORDERS_TEXTS.empty.notLookedUpYet}</Text>
          <BrowseSchoolsLink variant="light" />
        </Group>
      )}
    </Stack>
  );
}
