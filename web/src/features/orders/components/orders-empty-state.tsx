import { Button, EmptyState } from '@mantine/core';
import { IconArrowRight, IconPackageOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MY_ORDERS_TEXTS } from '../texts';

const texts = MY_ORDERS_TEXTS.empty;

/** 'No orders found.' with the hint for guests or signed-in users, and the way to /shop. */
export function OrdersEmptyState({ audience }: { audience: 'guest' | 'user' }) {
  return (
    <EmptyState py="xl" variant="light" color="gray" icon={<IconPackageOff aria-hidden />}>
      <EmptyState.Title order={3}>{texts.title}</EmptyState.Title>
      <EmptyState.Description>{audience === 'guest' ? texts.guestHint : texts.userHint}</EmptyState.Description>
      <EmptyState.Actions>
        <BrowseSchoolsLink />
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** 'Browse Schools And Place an Order', shown whenever there are no orders to show. */
export function BrowseSchoolsLink({ variant = 'filled' }: { variant?: 'filled' | 'light' }) {
  return (
    <Button component={Link} to={paths.shop.getHref()} variant={variant} rightSection={<IconArrowRight size={16} aria-hidden />}>
      {texts.browse}
    </Button>
  );
}
