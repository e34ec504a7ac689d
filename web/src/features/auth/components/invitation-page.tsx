import { Alert, Button, Group, Loader, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  AcceptInvitationForm,
  formatLongDate,
  formMessages,
  invitationMessages,
  PROFILE_MAX_LENGTH as MAX,
  type InvitationLookupResponse,
} from '@ssb/contract';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-client';
import { deferredSchemaResolver } from '@/lib/forms/deferred-schema';
import { queryKeys } from '@/lib/api/query-keys';
import { signIn } from '../api/sign-in';
import { INVITATION_TEXTS } from '../invitation-texts';
import { AuthShell } from './auth-shell';
import { FormError } from './form-parts';

const texts = INVITATION_TEXTS;

type Invitation = InvitationLookupResponse['invitation'];

// The page's calls and its form's schema load beside it, so its first download goes without the schema library.
const invitationApi = () => import('../api/invitation');
const checkForm = deferredSchemaResolver<AcceptInvitationForm>(() => import('@ssb/contract/src/forms/invitation').then((forms) => forms.AcceptInvitationForm));

/** The form's rules; the name is asked, and required, only where the address has no profile yet. */
function validate(askName: boolean) {
  return (values: AcceptInvitationForm): FormErrors | Promise<FormErrors> => {
    const names = {
      ...(askName && !values.firstName.trim() && { firstName: formMessages.firstNameRequired }),
      ...(askName && !values.lastName.trim() && { lastName: formMessages.lastNameRequired }),
    };
    const checked = checkForm(values);
    return checked instanceof Promise ? checked.then((errors) => ({ ...errors, ...names })) : { ...checked, ...names };
  };
}

/**
 * `/invitation?token=…`, where an invitation to represent a school leads. The link proves the
 * mailbox, so no session is needed: the page sets a password on the address's account (making
 * it where none exists, asking the name where there is no profile), and says so where the
 * address already has an account, which its owner may not have made. Then it signs in and opens
 * the school dashboard. A used, withdrawn or expired link says so, with what to do.
 */
export function InvitationPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const invitation = useQuery({
    queryKey: queryKeys.invitationLink(token),
    queryFn: async () => (await invitationApi()).lookUpInvitation(token),
    enabled: token !== '',
    // A link's answer does not change by itself; taking it changes it, and the page goes on then.
    staleTime: Infinity,
  });

  if (token === '' || invitation.isError) {
    const message = invitation.error instanceof ApiError && invitation.error.status !== 410 ? invitation.error.message : invitationMessages.gone;
    return (
      <AuthShell title={texts.title}>
        <Stack gap="md">
          <FormError message={message} />
          <Text size="sm">{texts.goneHint}</Text>
          <Button component={Link} to={paths.auth.login.getHref()} variant="light">
            {texts.signIn}
          </Button>
        </Stack>
      </AuthShell>
    );
  }
  if (!invitation.data) {
    return (
      <AuthShell title={texts.title}>
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{texts.loading}</Text>
        </Group>
      </AuthShell>
    );
  }
  return <AcceptForm token={token} invitation={invitation.data} />;
}

function AcceptForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const navigate = useNavigate();
  const askName = invitation.account !== 'profile';
  const form = useForm<AcceptInvitationForm>({ initialValues: { password: '', firstName: '', lastName: '' }, validate: validate(askName) });
  const accept = useMutation({ mutationFn: async (values: AcceptInvitationForm) => (await invitationApi()).acceptInvitation({ token, ...values }) });
  const enter = useMutation({ mutationFn: (password: string) => signIn(invitation.email, password) });

  const submit = (values: AcceptInvitationForm) =>
    accept.mutate(values, {
      onSuccess: () =>
        enter.mutate(values.password, {
          onSuccess: () => void navigate(paths.app.schoolDashboard.getHref(), { replace: true }),
          onError: (error) => console.error('Signing in after accepting an invitation failed', error),
        }),
    });

  if (enter.isError) {
    return (
      <AuthShell title={texts.title}>
        <Stack gap="md">
          <Alert color="teal" role="status">
            {texts.signInFailed}
          </Alert>
          <Button component={Link} to={paths.auth.login.getHref()} state={{ email: invitation.email }}>
            {texts.signIn}
          </Button>
        </Stack>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={texts.title} subtitle={texts.intro({ school: invitation.school.name, email: invitation.email })}>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <Text size="sm">{texts.validUntil({ date: formatLongDate(new Date(invitation.expiresAt)) })}</Text>
          {invitation.account !== 'none' && (
            <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />}>
              {texts.existingAccount}
            </Alert>
          )}
          <FormError message={accept.error?.message ?? null} />
          {/* The account's name for password managers, which save the new password under it. */}
          <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
          {askName && (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput label={texts.firstName} autoComplete="given-name" maxLength={MAX.firstName} withAsterisk {...form.getInputProps('firstName')} />
              <TextInput label={texts.lastName} autoComplete="family-name" maxLength={MAX.lastName} withAsterisk {...form.getInputProps('lastName')} />
            </SimpleGrid>
          )}
          <PasswordInput label={texts.password} description={texts.passwordHint} autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />
          <Button type="submit" size="md" fullWidth loading={accept.isPending || enter.isPending || enter.isSuccess}>
            {texts.submit}
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
