import { Paper, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatCount, type OrderStatsResponse, type OrderStatus } from '@ssb/contract';
import { ORDER_STATUS_LABELS } from '@/components/orders/order-status';
import { ordersTabLink } from '../hooks/use-order-filters';
import { useLoggedFailure } from '@/lib/staff/staff-failures';
import { ADMIN_TEXTS } from '../texts';
import classes from './admin-page.module.css';
import { SeasonMoney } from './season-money';
import { useOrderStats } from '@/lib/staff/order-stats';

const texts = ADMIN_TEXTS.overview;
type Stats = OrderStatsResponse['stats'];

/**
 * docs/product.md §2 Overview: the eight tiles, in the spec's order, each from the statistics endpoint
 * (counts, never whole collections), and To Pack beside New Orders. Each opens what it counts. A
 * tile headed otherwise than the status it counts (docs/product.md §4's "New Orders" and "In
 * Progress") names that status beneath, as the filter it opens does.
 */
const tiles: { name: keyof typeof texts.tiles; value: (stats: Stats) => number | undefined; to: string; status?: OrderStatus }[] = [
  { name: 'totalOrders', value: (s) => s.total, to: ordersTabLink() },
  { name: 'schools', value: (s) => s.counts?.schools, to: '?tab=schools' },
  { name: 'supplyLists', value: (s) => s.counts?.supplyLists, to: '?tab=supply-lists' },
  { name: 'products', value: (s) => s.counts?.products, to: '?tab=products' },
  { name: 'newOrders', value: (s) => s.byStatus.AWAITING_PAYMENT, to: ordersTabLink({ status: 'AWAITING_PAYMENT' }), status: 'AWAITING_PAYMENT' },
  { name: 'toPack', value: (s) => s.byStatus.PAYMENT_SUCCESS, to: ordersTabLink({ status: 'PAYMENT_SUCCESS' }), status: 'PAYMENT_SUCCESS' },
  { name: 'inProgress', value: (s) => s.byStatus.PREPARING, to: ordersTabLink({ status: 'PREPARING' }), status: 'PREPARING' },
  { name: 'completed', value: (s) => s.byStatus.COMPLETED, to: ordersTabLink({ status: 'COMPLETED' }) },
  { name: 'todaysOrders', value: (s) => s.recent.today, to: ordersTabLink({ since: 'today' }) },
];

/** `frame`: the tiles waiting, nothing asked for (the page before the session is known). */
export function OverviewTab({ frame = false }: { frame?: boolean }) {
  const { data, isPending, isError, error } = useOrderStats(!frame);
  useLoggedFailure('the order statistics', isError ? error : null);

  return (
    <section aria-labelledby="overview-heading">
      <VisuallyHidden component="h2" id="overview-heading">
        {texts.heading}
      </VisuallyHidden>
      <ul className={classes.tileGrid} aria-label={texts.heading} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {tiles.map((tile) => {
          const value = data ? tile.value(data) : undefined;
          return (
            <li key={tile.name}>
              <Paper component={Link} to={tile.to} withBorder p={{ base: 'sm', sm: 'md' }} h="100%" className={classes.tileLink}>
                <Text size="sm" c="dimmed" fw={600}>
                  {texts.tiles[tile.name]}
                </Text>
                {isPending ? (
                  // The figure's own line box (its size times 1.2), so that nothing moves when it arrives.
                  <Skeleton h={{ base: 26 * 1.2, sm: 32 * 1.2 }} mt={4} width="60%" />
                ) : (
                  <Text fz={{ base: 26, sm: 32 }} fw={700} lh={1.2} mt={4} data-testid="tile-value">
                    {value === undefined ? texts.unknown : formatCount(value)}
                  </Text>
                )}
                {tile.status && (
                  // Not a <p>: a large bold figure over a small paragraph reads to axe as a heading made of paragraphs.
                  <Text component="div" size="xs" c="dimmed" data-testid="tile-status">
                    {ORDER_STATUS_LABELS[tile.status]}
                  </Text>
                )}
              </Paper>
            </li>
          );
        })}
      </ul>
      <SeasonMoney frame={frame} />
    </section>
  );
}
