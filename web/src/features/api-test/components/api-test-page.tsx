import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLogout, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import type { SessionUser } from '@/lib/session/session';
import { API_TEST_ENDPOINTS, runEndpointTest, type ApiTestEndpoint, type EndpointTestDeps, type EndpointTestResult } from '../api/run-endpoint-test';
import { API_TEST_TEXTS } from '../texts';
import classes from './api-test-page.module.css';
import { ResultCard } from './result-card';

const texts = API_TEST_TEXTS;

interface ApiTestPageProps {
  user: SessionUser;
  dashboardHref: string;
  onSignOut: () => void;
  /** How calls are made (the signed-in user's token; in tests, a stand-in fetch). */
  deps: EndpointTestDeps;
}

/** docs/product.md §2 API test page (administrators only; the route guard sees to that). */
export function ApiTestPage({ user, dashboardHref, onSignOut, deps }: ApiTestPageProps) {
  const [results, setResults] = useState<EndpointTestResult[]>([]);
  const [running, setRunning] = useState<ApiTestEndpoint['id'] | 'all' | null>(null);

  const test = async (endpoint: ApiTestEndpoint) => {
    const result = await runEndpointTest(endpoint, deps);
    setResults((previous) => [result, ...previous]);
  };

  const runOne = async (endpoint: ApiTestEndpoint) => {
    setRunning(endpoint.id);
    try {
      await test(endpoint);
    } finally {
      setRunning(null);
    }
  };

  const runAll = async () => {
    setRunning('all');
    try {
      for (const endpoint of API_TEST_ENDPOINTS) await test(endpoint);
    } finally {
      setRunning(null);
    }
  };

  return (
    <Container py={{ base: 'lg', sm: 'xl' }}>
      <DocumentTitle title={texts.title} />
      <Group justify="space-between" align="flex-start" mb="lg" gap="md">
        <Stack gap={4}>
          <Title order={1}>{texts.title}</Title>
          <Text c="dimmed">{texts.subtitle}</Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button component={Link} to={dashboardHref} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {texts.backToDashboard}
          </Button>
          <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
            {texts.signOut}
          </Button>
        </Group>
      </Group>

      <div className={classes.layout}>
        <Stack gap="lg">
          <Paper withBorder p="lg" component="section" aria-labelledby="api-test-user">
            <Title order={2} size="h4" mb="sm" id="api-test-user">
              {texts.user.title}
            </Title>
            <dl className={classes.userList}>
              <dt>{texts.user.email}</dt>
              <dd>{user.email}</dd>
              <dt>{texts.user.uid}</dt>
              <dd>
                <Text span ff="monospace" size="sm">
                  {user.uid}
                </Text>
              </dd>
              <dt>{texts.user.emailVerified}</dt>
              <dd>
                <Badge color={user.emailVerified ? 'teal' : 'red'} variant="light" radius="sm">
                  {user.emailVerified ? texts.user.yes : texts.user.no}
                </Badge>
              </dd>
            </dl>
          </Paper>

          <Paper withBorder p="lg" component="section" aria-labelledby="api-test-endpoints">
            <Title order={2} size="h4" mb="xs" id="api-test-endpoints">
              {texts.endpoints.title}
            </Title>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {API_TEST_ENDPOINTS.map((endpoint) => (
                <li key={endpoint.id} className={classes.endpoint}>
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Stack gap={2} miw={0}>
                      <Text fw={600} size="sm">
                        {endpoint.description}
                      </Text>
                      <Group gap={6}>
                        <Text size="xs" c="dimmed" ff="monospace">
                          GET {endpoint.path}
                        </Text>
                        <Badge size="xs" variant="outline" color={endpoint.needsToken ? 'indigo' : 'gray'} radius="sm">
                          {endpoint.needsToken ? texts.endpoints.bearer : texts.endpoints.public}
                        </Badge>
                      </Group>
                    </Stack>
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => void runOne(endpoint)}
                      loading={running === endpoint.id}
                      disabled={running !== null && running !== endpoint.id}
                      aria-label={`${texts.endpoints.test} ${endpoint.description}`}
                    >
                      {texts.endpoints.test}
                    </Button>
                  </Group>
                </li>
              ))}
            </ul>
            <Stack gap="xs" mt="md">
              <Button
                fullWidth
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                onClick={() => void runAll()}
                loading={running === 'all'}
                disabled={running !== null && running !== 'all'}
              >
                {texts.endpoints.testAll}
              </Button>
              <Button
                fullWidth
                variant="default"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setResults([])}
                disabled={results.length === 0}
              >
                {texts.endpoints.clear}
              </Button>
            </Stack>
          </Paper>
        </Stack>

        <section aria-labelledby="api-test-results">
          <Title order={2} size="h4" mb="sm" id="api-test-results">
            {texts.results.title}
          </Title>
          {results.length === 0 ? (
            <Paper withBorder p="xl">
              <Text c="dimmed" ta="center">
                {texts.results.empty}
              </Text>
            </Paper>
          ) : (
            <Stack gap="sm">
              {results.map((result) => (
                <ResultCard key={result.key} result={result} />
              ))}
            </Stack>
          )}
        </section>
      </div>
    </Container>
  );
}
