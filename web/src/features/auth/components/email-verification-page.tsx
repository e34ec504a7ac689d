import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { profileQueryKey } from '@/lib/session/profile';
import { useSession, useSignOut } from '@/lib/session/session';
import { checkEmailVerified, sendVerificationEmail, updateVerificationRecord } from '../api/email-verification';
import { authErrorCode, verificationEmailErrorMessage } from '../auth-errors';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { useVerificationPolling } from '../hooks/use-verification-polling';
import { AUTH_TEXTS } from '../texts';
import { lastSentAt } from '../verification-rules';
import { RedirectSignedIn } from './redirect-signed-in';
import type { VerificationScreenState } from './signup-page';

const texts = AUTH_TEXTS.verification;

function screenState(state: unknown): Partial<VerificationScreenState> {
  return typeof state === 'object' && state !== null ? (state as Partial<VerificationScreenState>) : {};
}

/**
 * docs/product.md §2 E-mail verification screen: shows the address, checks every 3 seconds whether it
 * has been verified, offers to resend the e-mail (with a 60-second countdown) and goes on to
 * the role dashboard once verified. RequireAuth sends a signed-out visitor to /login, and shows
 * the screen while the session loads: it then waits for the account, its buttons off.
 */
export function EmailVerificationPage() {
  const { user, profile } = useSession();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const fromSignUp = screenState(useLocation().state);
  const uid = user?.uid ?? null;
  const profileId = profile?.id ?? uid;
  const verified = user?.emailVerified ?? false;

  const [resentAt, setResentAt] = useState<number | null>(null);
  const secondsLeft = useResendCountdown(lastSentAt(resentAt, fromSignUp.verificationSentAt, profile?.emailVerificationLinkSentAt));

  const storeProfile = useCallback(
    async (at?: Date) => {
      if (!uid || !profileId) return;
      try {
        queryClient.setQueryData(profileQueryKey(uid), await updateVerificationRecord(profileId, at));
      } catch (error) {
        console.error('Could not update the profile', error);
      }
    },
    [profileId, queryClient, uid],
  );

  const check = useCallback(async () => {
    const done = await checkEmailVerified();
    // The API takes `emailVerified` from the (now refreshed) token on every update.
    if (done) void storeProfile();
    return done;
  }, [storeProfile]);
  useVerificationPolling(uid !== null && !verified, check);

  const resend = useMutation({
    mutationFn: async () => {
      await sendVerificationEmail();
      const at = Date.now();
      setResentAt(at);
      void storeProfile(new Date(at));
    },
  });

  if (verified) return <RedirectSignedIn />;

  const error = resend.error ? verificationEmailErrorMessage(authErrorCode(resend.error)) : resend.isIdle ? (fromSignUp.verificationError ?? null) : null;

  return (
    <Center py={{ base: 'lg', sm: 48 }} px="md">
      <DocumentTitle title={texts.title} />
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} maw={500} w="100%">
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <IconMailCheck size={34} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {texts.title}
          </Title>
          <Stack gap={2}>
            <Text c="dimmed">{texts.sentTo}</Text>
            {/* A line kept for the address while the session loads, so nothing moves when it arrives. */}
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }} data-testid="verification-email">
              {user?.email ?? '\u00a0'}
            </Text>
          </Stack>
          <Text size="sm">{texts.instructions}</Text>
          <Group gap="xs" c="dimmed" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{texts.waiting}</Text>
          </Group>

          {resend.isSuccess && (
            <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} w="100%" ta="left" role="status">
              {texts.sent}
            </Alert>
          )}
          {error && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} w="100%" ta="left" role="alert">
              {error}
            </Alert>
          )}

          <Stack gap="xs" w="100%" mt="xs">
            <Text size="sm" c="dimmed">
              {texts.noEmail}
            </Text>
            <Button variant="light" fullWidth onClick={() => resend.mutate()} loading={resend.isPending} disabled={!user || secondsLeft > 0}>
              {secondsLeft > 0 ? texts.resendIn({ seconds: secondsLeft }) : texts.resend}
            </Button>
            <Button variant="subtle" color="gray" size="compact-sm" onClick={() => void signOut()} disabled={!user}>
              {texts.wrongAccount}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Center>
  );
}
