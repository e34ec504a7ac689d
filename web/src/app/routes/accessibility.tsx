import { AccessibilityPage } from '@/features/accessibility/components/accessibility-page';

export function AccessibilityRoute() {
  return <AccessibilityPage />;
}
