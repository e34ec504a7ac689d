import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { PLACEHOLDER_TITLES } from '../texts';

export function ApiTestRoute() {
  return <PagePlaceholder title={PLACEHOLDER_TITLES.apiTest} />;
}
