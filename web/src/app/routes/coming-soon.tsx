import { ComingSoonPage } from '@/features/coming-soon/components/coming-soon-page';

export function ComingSoonRoute() {
  return <ComingSoonPage />;
}
