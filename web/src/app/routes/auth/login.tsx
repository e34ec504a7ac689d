import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { PLACEHOLDER_TITLES } from '../texts';

export function LoginRoute() {
  return <PagePlaceholder title={PLACEHOLDER_TITLES.login} />;
}
