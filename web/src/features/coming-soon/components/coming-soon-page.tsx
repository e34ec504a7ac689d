import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { COMING_SOON_TEXTS } from '../texts';

export function ComingSoonPage() {
  return (
    <Center py={64} px="md">
      <DocumentTitle title={COMING_SOON_TEXTS.heading} />
      <Paper withBorder shadow="xs" p="xl" maw={520} w="100%">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" color="yellow" aria-hidden>
            <IconHourglass size={32} />
          </ThemeIcon>
          <Title order={1}>{COMING_SOON_TEXTS.heading}</Title>
          <Text c="dimmed" lh={1.6}>
            {COMING_SOON_TEXTS.text}
          </Text>
          <Button component={Link} to={paths.auth.login.getHref()} size="md">
            {COMING_SOON_TEXTS.joinWaitlist}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
