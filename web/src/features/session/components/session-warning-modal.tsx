import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { SESSION_TEXTS } from '../texts';
import classes from './session-warning-modal.module.css';

interface SessionWarningModalProps {
  /** Whole minutes left; the popup is shown while this is not null. */
  minutesLeft: number | null;
  extending: boolean;
  onExtend: () => void;
  onLogout: () => void;
}

/**
 * docs/product.md §2 Session warning popup. It asks for a choice (Extend Session or Logout Now), so it
 * cannot be dismissed by clicking outside or pressing Escape.
 */
export function SessionWarningModal({ minutesLeft, extending, onExtend, onLogout }: SessionWarningModalProps) {
  return (
    <Modal.Root opened={minutesLeft !== null} onClose={() => {}} closeOnClickOutside={false} closeOnEscape={false} centered size="sm">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="lg">
          <Stack gap="md" align="center" ta="center">
            <ThemeIcon size={52} radius="xl" color="yellow" variant="light" aria-hidden>
              <IconClockHour4 size={28} />
            </ThemeIcon>
            <Modal.Title fw={700} fz="lg">
              {SESSION_TEXTS.title}
            </Modal.Title>
            <Stack gap={4}>
              <Text fw={500}>{SESSION_TEXTS.expiresIn({ minutes: minutesLeft ?? 0 })}</Text>
              <Text size="sm" c="dimmed">
                {SESSION_TEXTS.explanation}
              </Text>
            </Stack>
            <div className={classes.actions}>
              <Button variant="default" onClick={onLogout} disabled={extending}>
                {SESSION_TEXTS.logout}
              </Button>
              <Button onClick={onExtend} loading={extending} data-autofocus>
                {SESSION_TEXTS.extend}
              </Button>
            </div>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
