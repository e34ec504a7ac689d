import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { printClasses } from '@/components/ui/print';

/** Toasts: only signed-in screens show any, so only they load this (router.tsx). Never on paper: a toast left from the last action would cover a printed manifest or slip. */
export function AppNotifications() {
  return <Notifications position="top-right" className={printClasses.screenOnly} />;
}
