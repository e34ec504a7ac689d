import { Container, Paper, Text, Title } from '@mantine/core';
import { DocumentTitle } from './document-title';

export const PLACEHOLDER_TEXT = 'This page is coming together.';

/** A neutral stand-in for a screen that a later piece of work fills in. */
export function PagePlaceholder({ title, description = PLACEHOLDER_TEXT }: { title: string; description?: string }) {
  return (
    <Container size="sm" py="xl">
      <DocumentTitle title={title} />
      <Paper withBorder p="xl">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" mt="xs">
          {description}
        </Text>
      </Paper>
    </Container>
  );
}
