import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatCalendarDay, formatMoney, type SeasonStats } from '@ssb/contract';
import { BarChart } from '@/components/ui/bar-chart/bar-chart';
import { useSeasonStats } from '@/lib/staff/order-stats';
import { useLoggedFailure } from '@/lib/staff/staff-failures';
import { ADMIN_TEXTS } from '../texts';
import classes from './admin-page.module.css';

const texts = ADMIN_TEXTS.overview.season;

const figures: { name: 'paid' | 'refunded' | 'net' | 'averageBox' | 'taxCollected'; value: (season: SeasonStats) => number }[] = [
  { name: 'paid', value: (s) => s.paid },
  { name: 'refunded', value: (s) => s.refunded },
  { name: 'net', value: (s) => s.net },
  { name: 'averageBox', value: (s) => s.averageBox },
  { name: 'taxCollected', value: (s) => s.taxCollected },
];

function chartSummary(season: SeasonStats): string {
  const total = season.days.reduce((sum, d) => sum + d.boxes, 0);
  if (!total) return texts.chartEmpty;
  const top = season.days.reduce((best, d) => (d.boxes > best.boxes ? d : best));
  return texts.chartSummary({ total, date: formatCalendarDay(season.startsOn), most: top.boxes, day: formatCalendarDay(top.day) });
}

/**
 * The Overview's money this season (docs/decisions.md §31): paid, refunded, net and the average
 * box, without sales tax, and the sales tax collected, from aggregations over the season's paid orders and refunds, and a chart of the boxes
 * paid each day. `frame`: waiting, nothing asked for.
 */
export function SeasonMoney({ frame = false }: { frame?: boolean }) {
  const { data, isPending, error } = useSeasonStats(!frame);
  useLoggedFailure('this season’s money', error);
  return (
    <Stack component="section" aria-labelledby="season-heading" gap="sm" mt="xl">
      <div>
        <Title order={2} size="h3" id="season-heading">
          {texts.heading}
        </Title>
        {data && (
          <Text size="sm" c="dimmed">
            {texts.since({ date: formatCalendarDay(data.startsOn) })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {texts.withoutTax}
        </Text>
      </div>
      <ul className={classes.moneyGrid} aria-labelledby="season-heading" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {figures.map((figure) => (
          <li key={figure.name}>
            <Paper withBorder p={{ base: 'sm', sm: 'md' }} h="100%">
              <Text size="sm" c="dimmed" fw={600}>
                {texts[figure.name]}
              </Text>
              {isPending ? (
                <Skeleton h={{ base: 26 * 1.2, sm: 32 * 1.2 }} mt={4} width="60%" />
              ) : (
                <Text fz={{ base: 22, sm: 28 }} fw={700} lh={1.2} mt={4} data-testid="money-value">
                  {data ? formatMoney(figure.value(data)) : ADMIN_TEXTS.overview.unknown}
                </Text>
              )}
            </Paper>
          </li>
        ))}
      </ul>
      {data && (
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <BarChart days={data.days.map((d) => ({ day: d.day, value: d.boxes }))} label={texts.chart} summary={chartSummary(data)} />
        </Paper>
      )}
    </Stack>
  );
}
