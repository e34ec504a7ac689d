import { Button, Group, Paper, Text } from '@mantine/core';
import { IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { dashboardPathOf, useSession, useSignOut } from '@/lib/session/session';
import { LANDING_TEXTS } from '../texts';
import classes from './landing-page.module.css';

const texts = LANDING_TEXTS.signedIn;

/** The signed-in user's welcome line, a link to their role's dashboard, and Sign Out. */
export function SignedInWelcome({ email }: { email: string }) {
  const { role, profileStatus } = useSession();
  const signOut = useSignOut();
  // Until the profile answers the role is unknown; if it cannot load, /dashboard is the safe default.
  const dashboardRole = role ?? (profileStatus === 'error' ? 'parent' : null);

  return (
    <Paper withBorder p="md" className={classes.welcome} mb="xl">
      <Group justify="space-between" gap="sm">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {texts.welcome({ email })}
        </Text>
        <Group gap="xs">
          {dashboardRole ? (
            <Button component={Link} to={dashboardPathOf(dashboardRole)} variant="light" leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
              {texts.dashboard}
            </Button>
          ) : (
            <Button variant="light" loading disabled>
              {texts.dashboard}
            </Button>
          )}
          <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
            {texts.signOut}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
