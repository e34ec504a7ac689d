import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { SCHOOL_DASHBOARD_TEXTS } from '../texts';

const texts = SCHOOL_DASHBOARD_TEXTS.assignmentRequired;

/** docs/product.md §2: a signed-in user with no school who is not an admin. */
export function SchoolAssignmentRequired() {
  return (
    <Center py="xl" px="md">
      <DocumentTitle title={texts.title} />
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={480} w="100%">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color="yellow" variant="light" aria-hidden>
            <IconSchool size={30} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {texts.title}
          </Title>
          <Text c="dimmed">{texts.message}</Text>
          <Group justify="center" gap="sm" mt="sm">
            <Button component={Link} to={paths.app.dashboard.getHref()}>
              {texts.dashboard}
            </Button>
            <Button component={Link} to={paths.shop.getHref()} variant="default">
              {texts.shop}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
