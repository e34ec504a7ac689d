import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatLongDate } from '@ssb/contract';
import { notify } from '@/lib/ui/notify';
import { useInvitations, useWithdrawInvitation } from '../api/invitations';
import { useLoggedFailure } from '@/lib/staff/staff-failures';
import { ADMIN_TEXTS } from '../texts';
import classes from './admin-page.module.css';
import { PersonRow } from './person-row';

const texts = ADMIN_TEXTS.schools.representativesDialog;

/** The addresses a school has invited, waiting for their owners, each with a way to take it back. Nothing while there are none. */
export function InvitationsList({ schoolId }: { schoolId: string }) {
  const invitations = useInvitations(schoolId);
  useLoggedFailure('invitations', invitations.error);
  const withdraw = useWithdrawInvitation();
  if (!invitations.data?.length) return null;

  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={texts.invited}>
      {invitations.data.map((invitation) => (
        <PersonRow
          key={invitation.id}
          action={{
            label: texts.withdraw,
            ariaLabel: texts.withdrawLabel({ email: invitation.email }),
            loading: withdraw.isPending && withdraw.variables.invitationId === invitation.id,
            onClick: () =>
              withdraw.mutate(
                { schoolId, invitationId: invitation.id },
                {
                  onSuccess: () =>
                    notify({ color: 'teal', classNames: { description: classes.breakable }, message: texts.withdrawn({ email: invitation.email }) }),
                  onError: (error) => console.error('Withdrawing an invitation failed', error),
                },
              ),
          }}
        >
          <Group gap="xs" wrap="nowrap">
            <Badge size="sm" variant="light" color="grape" style={{ flex: 'none' }}>
              {texts.invited}
            </Badge>
            <Text size="xs" c="dimmed">
              {texts.invitedUntil({ date: formatLongDate(new Date(invitation.expiresAt)) })}
            </Text>
          </Group>
          <Text size="sm">{invitation.email}</Text>
        </PersonRow>
      ))}
    </Stack>
  );
}
