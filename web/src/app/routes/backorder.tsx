import { BackorderPage } from '@/features/backorder/components/backorder-page';

export function BackorderRoute() {
  return <BackorderPage />;
}
