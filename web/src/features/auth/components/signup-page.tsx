import { Anchor, Button, Divider, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { emptyAddress, PROFILE_MAX_LENGTH as MAX, type SignUpForm as SignUpValues } from '@ssb/contract';
import { AddressFields } from '@/components/forms/address-fields';
import { deferredSchemaResolver } from '@/lib/forms/deferred-schema';
import { useSession } from '@/lib/session/session';
import { loadAccountForms } from '../account-forms';
import { authErrorCode, signUpErrorMessage } from '../auth-errors';
import { NAMED_FIELDS, usePrerenderedForm } from '../hooks/use-prerendered-form';
import { useSignUp, type SignUpOutcome } from '../hooks/use-sign-up';
import { AUTH_TEXTS } from '../texts';
import { EmailInput, FormError } from './form-parts';
import { AuthShell } from './auth-shell';
import { RedirectSignedIn } from './redirect-signed-in';

const texts = AUTH_TEXTS.signup;

const validateSignUp = deferredSchemaResolver<SignUpValues>(() => loadAccountForms().then((forms) => forms.SignUpForm));

const emptyValues: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  ...emptyAddress,
};

/** What the verification screen is told about the e-mail sent at sign-up. */
export type VerificationScreenState = SignUpOutcome;

/** docs/product.md §2 Sign-up: the account form; the address is kept for the profile (docs/product.md §3, §4). */
export function SignupPage() {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const signUp = useSignUp();
  // Controlled: what was typed into the prerendered page is set in place, keeping its focus.
  const form = useForm<SignUpValues>({
    initialValues: emptyValues,
    validate: validateSignUp,
    ...NAMED_FIELDS,
  });
  const formRef = usePrerenderedForm(form);
  const error = signUp.error ? signUpErrorMessage(authErrorCode(signUp.error)) : null;

  // Creating the account signs it in: until this screen has finished it stays here; anyone
  // else who is already signed in goes on (unverified → verification, verified → dashboard).
  const busy = signUp.isPending || signUp.isSuccess;
  if (status === 'signed-in' && !busy) {
    return user?.emailVerified ? <RedirectSignedIn /> : <Navigate to={paths.auth.emailVerification.getHref()} replace />;
  }

  const submit = (values: SignUpValues) =>
    signUp.mutate(values, {
      onSuccess: (outcome) => {
        const state: VerificationScreenState = outcome;
        void navigate(paths.auth.emailVerification.getHref(), { replace: true, state });
      },
    });

  return (
    <AuthShell
      title={texts.title}
      subtitle={texts.subtitle}
      width={620}
      footer={
        <>
          {texts.haveAccount}{' '}
          <Anchor component={Link} to={paths.auth.login.getHref()} fw={600}>
            {texts.signIn}
          </Anchor>
        </>
      }
    >
      <form ref={formRef} noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <FormError message={error} />
          <Text component="h2" fw={600} size="sm" c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            {texts.aboutYou}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <TextInput label={texts.firstName} autoComplete="given-name" maxLength={MAX.firstName} withAsterisk {...form.getInputProps('firstName')} />
            <TextInput label={texts.lastName} autoComplete="family-name" maxLength={MAX.lastName} withAsterisk {...form.getInputProps('lastName')} />
            <EmailInput label={texts.email} {...form.getInputProps('email')} />
            <TextInput
              label={texts.phone}
              placeholder={texts.phonePlaceholder}
              type="tel"
              autoComplete="tel"
              maxLength={MAX.phone}
              withAsterisk
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          <PasswordInput label={texts.password} description={texts.passwordHint} autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />

          <Divider my={4} />
          <Stack gap={2}>
            <Text component="h2" fw={600} size="sm" c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
              {texts.homeAddress}
            </Text>
            <Text size="xs" c="dimmed">
              {texts.homeAddressHint}
            </Text>
          </Stack>
          <AddressFields form={form} />
          <Button type="submit" size="md" fullWidth mt="xs" loading={signUp.isPending || form.submitting}>
            {texts.submit}
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
