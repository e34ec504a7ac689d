import { Badge, Container, Group, Paper, Text, Title } from '@mantine/core';
import { DocumentTitle } from '@/components/ui/document-title';
import { SCHOOL_DASHBOARD_TEXTS as texts } from '../texts';

/** What school representatives and admins see until the school dashboard is built. */
export function SchoolDashboardPlaceholder({ admin, schoolName }: { admin: boolean; schoolName: string | null }) {
  const title = admin ? texts.adminTitle : texts.repTitle;
  return (
    <Container py="xl">
      <DocumentTitle title={title} />
      <Group gap="sm" mb={schoolName ? 'xs' : 'lg'} align="center">
        <Title order={1}>{title}</Title>
        {admin && (
          <Badge variant="light" color="indigo" radius="sm">
            {texts.adminBadge}
          </Badge>
        )}
      </Group>
      {schoolName && (
        <Text c="dimmed" mb="lg" fw={500}>
          {schoolName}
        </Text>
      )}
      <Paper withBorder p="xl">
        <Text c="dimmed">{texts.comingSoon}</Text>
      </Paper>
    </Container>
  );
}
