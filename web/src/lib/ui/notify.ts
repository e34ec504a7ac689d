import { notifications, type NotificationData } from '@mantine/notifications';
import { UI_TEXTS } from '@/components/ui/texts';

/** A toast whose close button has a name (Mantine's is an icon alone, which a screen reader cannot name). */
export const notify = (toast: NotificationData): string =>
  notifications.show({ ...toast, closeButtonProps: { 'aria-label': UI_TEXTS.close, ...toast.closeButtonProps } });
