import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** Toasts: only signed-in screens show any, so only they load this (router.tsx). */
export function AppNotifications() {
  return <Notifications position="top-right" />;
}
