import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { IconCalendarDue } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatCalendarDate, type School } from '@ssb/contract';
import { paths } from '@/config/paths';
import { schoolQueryOptions } from '@/lib/catalog/schools';
import { useRememberedChildren } from '@/lib/household/remembered-children';
import type { SessionUser } from '@/lib/session/session';
import { DASHBOARD_TEXTS } from '../texts';
import { boxesToOrder } from '../utils/next-steps';
import classes from './dashboard-page.module.css';

const texts = DASHBOARD_TEXTS.nextSteps;

/**
 * What the family has still to do: "Order by {date} for {child}" for each child whose school
 * closes soon with no box for them yet this year, each to the shop at that school (the order
 * form then offers the child with a tap). Nothing while there is nothing to do.
 */
export function NextSteps({ user }: { user: SessionUser | null }) {
  const children = useRememberedChildren(user?.uid ?? null).data ?? [];
  const queryClient = useQueryClient();
  const schoolIds = [...new Set(children.map((child) => child.schoolId))];
  const schools = useQueries({ queries: schoolIds.map((schoolId) => schoolQueryOptions(queryClient, schoolId)) });
  const known = new Map(schools.flatMap((answer): [string, School][] => (answer.data ? [[answer.data.id, answer.data]] : [])));
  const boxes = boxesToOrder(children, known, new Date());
  if (boxes.length === 0) return null;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="next-steps-heading">
      <Title id="next-steps-heading" order={2} size="h4" mb="xs">
        {texts.title}
      </Title>
      <Stack component="ul" gap="sm" m={0} p={0} className={classes.plainList}>
        {boxes.map(({ child, school, closesOn }) => (
          <li key={`${child.firstName} ${child.lastName} ${school.id}`} className={classes.nextStep}>
            <IconCalendarDue size={20} aria-hidden className={classes.nextStepIcon} />
            <div>
              <Anchor component={Link} to={`${paths.shop.getHref()}?${new URLSearchParams({ school: school.id }).toString()}`} fw={700}>
                {texts.orderBy({ date: formatCalendarDate(closesOn), child: `${child.firstName} ${child.lastName}` })}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {school.name}
              </Text>
            </div>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
