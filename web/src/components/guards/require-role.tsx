import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { dashboardPathOf, useSession, type Role } from '@/lib/session';
import { AccessDenied } from './access-denied';
import { RequireAuth } from './require-auth';
import { GUARD_TEXTS } from './texts';

function ProfileError({ onRetry }: { onRetry: () => void }) {
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

/** Waits for the signed-in user's role (from the profile), then renders by role. */
function WithRole({ render }: { render: (role: Role) => ReactNode }) {
  const { role, profileStatus, retryProfile } = useSession();
  if (profileStatus === 'error') return <ProfileError onRetry={retryProfile} />;
  if (role === null) return <FullPageLoader />;
  return render(role);
}

/** Administrators only: anyone else signed in sees the Access Denied panel. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  return (
    <RequireAuth>
      <WithRole render={(role) => (role === 'admin' ? (children ?? <Outlet />) : <AccessDenied />)} />
    </RequireAuth>
  );
}

/** Administrators only: anyone else signed in is sent to their own dashboard. */
export function RequireAdminOrRedirect({ children }: { children?: ReactNode }) {
  return (
    <RequireAuth>
      <WithRole
        render={(role) => (role === 'admin' ? (children ?? <Outlet />) : <Navigate to={dashboardPathOf(role)} replace />)}
      />
    </RequireAuth>
  );
}
