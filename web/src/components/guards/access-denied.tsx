import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { GUARD_TEXTS } from './texts';

const texts = GUARD_TEXTS.accessDenied;

/** Shown to a signed-in non-admin on an administrators-only screen. */
export function AccessDenied() {
  return (
    <Center py="xl" px="md">
      <DocumentTitle title={texts.title} />
      <Paper withBorder p="xl" maw={460} w="100%">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
            <IconLock size={28} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {texts.title}
          </Title>
          <Text c="dimmed">{texts.message}</Text>
          <Button component={Link} to={paths.app.dashboard.getHref()} mt="sm">
            {texts.back}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
