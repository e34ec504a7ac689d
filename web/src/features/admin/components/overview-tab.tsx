import { Paper, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import type { OrderStatsResponse } from '@ssb/contract';
import { useLoggedFailure } from '@/lib/staff-failures';
import { ADMIN_TEXTS } from '../texts';
import classes from './admin-page.module.css';
import { useOrderStats } from '@/lib/staff-data/order-stats';

const texts = ADMIN_TEXTS.overview;
type Stats = OrderStatsResponse['stats'];

/** Spec §2 Overview: the eight tiles, in the spec's order, each from the statistics endpoint (counts, never whole collections). */
const tiles: { label: string; value: (stats: Stats) => number | undefined }[] = [
  { label: texts.tiles.totalOrders, value: (s) => s.total },
  { label: texts.tiles.schools, value: (s) => s.counts?.schools },
  { label: texts.tiles.supplyLists, value: (s) => s.counts?.supplyLists },
  { label: texts.tiles.products, value: (s) => s.counts?.products },
  { label: texts.tiles.newOrders, value: (s) => s.byStatus.AWAITING_PAYMENT },
  { label: texts.tiles.inProgress, value: (s) => s.byStatus.PREPARING },
  { label: texts.tiles.completed, value: (s) => s.byStatus.COMPLETED },
  { label: texts.tiles.todaysOrders, value: (s) => s.recent.today },
];

export function OverviewTab() {
  const { data, isPending, isError, error } = useOrderStats();
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
            <li key={tile.label}>
              <Paper withBorder p={{ base: 'sm', sm: 'md' }} h="100%">
                <Text size="sm" c="dimmed" fw={600}>
                  {tile.label}
                </Text>
                {isPending ? (
                  <Skeleton height={32} mt={6} width="60%" />
                ) : (
                  <Text fz={{ base: 26, sm: 32 }} fw={700} lh={1.2} mt={4} data-testid="tile-value">
                    {value === undefined ? texts.unknown : value.toLocaleString('en-US')}
                  </Text>
                )}
              </Paper>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
