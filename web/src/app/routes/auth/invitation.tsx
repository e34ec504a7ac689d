import { InvitationPage } from '@/features/auth/components/invitation-page';

export function InvitationRoute() {
  return <InvitationPage />;
}
