import { Badge, Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { IconLogin, IconLogout } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Session } from '@/lib/session/session';
import { LanguageSwitch } from './language-switch';
import type { NavItem } from './nav-items';
import { useReturnFocus } from '@/lib/ui/use-return-focus';
import classes from './nav-bar.module.css';
import { NAV_TEXTS } from './texts';

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  items: NavItem[];
  /** No account actions while it is `loading`. */
  status: Session['status'];
  email: string | null;
  badge: string | null;
  onSignOut: () => void;
}

/** The navigation drawer on phones; loaded the first time it opens (nav-bar.tsx). */
export function MobileMenu({ opened, onClose, items, status, email, badge, onSignOut }: MobileMenuProps) {
  // Loaded lazily, the menu mounts open the first time: Mantine would not give the focus back.
  useReturnFocus(opened);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={NAV_TEXTS.menuTitle}
      position="right"
      size="min(320px, 85vw)"
      className={classes.mobileOnly}
      closeButtonProps={{ 'aria-label': NAV_TEXTS.closeMenu }}
    >
      <Stack gap="lg">
        {status === 'signed-in' && (
          <Stack gap={6} align="flex-start">
            {badge && (
              <Badge variant="light" size="lg" radius="sm" tt="none" data-testid="role-badge">
                {badge}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {NAV_TEXTS.signedInAs}{' '}
              <Text span fw={600} c="var(--mantine-color-text)" style={{ wordBreak: 'break-all' }}>
                {email}
              </Text>
            </Text>
          </Stack>
        )}
        <nav aria-label={NAV_TEXTS.mobileNavLabel}>
          <Stack gap={4}>
            {items.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className={classes.mobileLink} onClick={onClose}>
                {item.label}
              </NavLink>
            ))}
          </Stack>
        </nav>
        <Divider />
        <LanguageSwitch variant="default" justify="flex-start" />
        {status === 'signed-in' && (
          <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
            {NAV_TEXTS.signOut}
          </Button>
        )}
        {status === 'signed-out' && (
          <Button component={Link} to={paths.auth.login.getHref()} leftSection={<IconLogin size={16} aria-hidden />} onClick={onClose}>
            {NAV_TEXTS.signIn}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
