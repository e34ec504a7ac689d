import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { GUARD_TEXTS } from './texts';

/** Shown when the signed-in user's profile (which tells their role) cannot be loaded. */
export function ProfileError({ onRetry }: { onRetry: () => void }) {
  const texts = GUARD_TEXTS.profileError;
  return (
    <Center py="xl" px="md">
      <Paper withBorder p="xl" maw={460} w="100%" role="alert">
        <Stack gap="sm" align="flex-start">
          <Title order={1} size="h3">
            {texts.title}
          </Title>
          <Text c="dimmed">{texts.message}</Text>
          <Button onClick={onRetry}>{texts.retry}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
