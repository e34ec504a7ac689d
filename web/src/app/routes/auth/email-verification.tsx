import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { PLACEHOLDER_TITLES } from '../texts';

export function EmailVerificationRoute() {
  return <PagePlaceholder title={PLACEHOLDER_TITLES.emailVerification} />;
}
