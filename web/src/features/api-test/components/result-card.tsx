import { Badge, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { EndpointTestResult } from '../api/run-endpoint-test';
import { API_TEST_TEXTS } from '../texts';
import classes from './api-test-page.module.css';

const texts = API_TEST_TEXTS.results;

function bodyText(body: unknown): string {
  if (body === null || body === undefined) return texts.noBody;
  return typeof body === 'string' ? body : JSON.stringify(body, null, 2);
}

/** One call's outcome: success flag and message, status, time, duration and response body. */
export function ResultCard({ result }: { result: EndpointTestResult }) {
  const { success, message, status, time, durationMs, endpoint, body } = result;
  return (
    <Paper
      withBorder
      p="md"
      component="article"
      aria-label={message}
      data-testid="api-test-result"
      data-success={success}
      style={{ borderLeft: `4px solid var(--mantine-color-${success ? 'teal' : 'red'}-6)` }}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {success ? (
            <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" aria-hidden style={{ flexShrink: 0 }} />
          ) : (
            <IconCircleX size={20} color="var(--mantine-color-red-6)" aria-hidden style={{ flexShrink: 0 }} />
          )}
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {message}
          </Text>
        </Group>
        <Group gap="xs">
          <Badge color={success ? 'teal' : 'red'} variant="light" radius="sm">
            {success ? texts.success : texts.failed}
          </Badge>
          <Text size="xs" c="dimmed" ff="monospace">
            GET /api{endpoint.path}
          </Text>
          {status !== null && (
            <Text size="xs" c="dimmed">
              {texts.status(status)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            <time dateTime={time.toISOString()}>{time.toLocaleTimeString()}</time>
          </Text>
          <Text size="xs" c="dimmed">
            {texts.duration(durationMs)}
          </Text>
        </Group>
        {/* The body scrolls: focusable and named, so keyboard users can scroll it too (WCAG 2.1.1). */}
        <Code block className={classes.body} tabIndex={0} role="region" aria-label={texts.body(endpoint.description)}>
          {bodyText(body)}
        </Code>
      </Stack>
    </Paper>
  );
}
