import { notifications } from '@mantine/notifications';
import { ApiError } from '@/lib/api-client';

/**
 * Spec §8: load and save failures in the dashboards are logged, with no message. A refusal
 * the server explains (409: an empty list cannot be published, a refunded order stays
 * cancelled, a product in use cannot be deleted) is not a failure but an answer, and is shown.
 */
export function reportFailure(action: string, error: unknown): void {
  console.error(`${action} failed`, error);
  if (error instanceof ApiError && error.status === 409) notifications.show({ color: 'red', title: action, message: error.message });
}
