import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { UI_TEXTS } from './texts';

const texts = UI_TEXTS.error;

export function ErrorFallback({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Center mih="60dvh" p="md">
      <Paper withBorder p="xl" maw={480} role="alert">
        <Stack gap="sm" align="flex-start">
          <Title order={1} size="h3">
            {texts.title}
          </Title>
          <Text c="dimmed">{message}</Text>
          <Button onClick={onRetry}>{texts.retry}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  fallback: (reset: () => void) => ReactNode;
  /** When it changes, the children are rendered again. */
  resetKey?: unknown;
}

/** Catches render errors below it; `reset` (or a new `resetKey`) renders the children again. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => this.setState({ hasError: false });

  override render() {
    return this.state.hasError ? this.props.fallback(this.reset) : this.props.children;
  }
}
