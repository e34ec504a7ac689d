import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { SCHOOL_DASHBOARD_TEXTS } from '../texts';

const texts = SCHOOL_DASHBOARD_TEXTS.noSchool;

/** docs/product.md §2: no school chosen: 'Select a School' for an administrator, 'No School Assigned' for a representative. */
export function NoSchool({ audience, noSchools = false }: { audience: 'admin' | 'rep'; noSchools?: boolean }) {
  const title = audience === 'admin' ? texts.adminTitle : texts.repTitle;
  const message = audience === 'rep' ? texts.repMessage : noSchools ? texts.noSchools : texts.adminMessage;
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconBuildingCommunity size={26} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
      </Stack>
    </Paper>
  );
}
