import { Alert, Anchor, Button, PasswordInput, Stack, UnstyledButton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { SignInForm as SignInValues } from '@ssb/contract';
import { paths } from '@/config/paths';
import { deferredSchemaResolver } from '@/lib/forms/deferred-schema';
import { useSession } from '@/lib/session/session';
import { loadAccountForms } from '../account-forms';
import { sendPasswordReset } from '../api/send-password-reset';
import { signIn } from '../api/sign-in';
import { authErrorCode, passwordResetErrorMessage, signInErrorMessage } from '../auth-errors';
import { NAMED_FIELDS, usePrerenderedForm } from '../hooks/use-prerendered-form';
import { AUTH_TEXTS } from '../texts';
import { AuthShell } from './auth-shell';
import { EmailInput, FormError } from './form-parts';
import { emailOfState, RedirectSignedIn } from './redirect-signed-in';
import classes from './login-page.module.css';

const texts = AUTH_TEXTS.login;
const resetTexts = AUTH_TEXTS.reset;

const validateSignIn = deferredSchemaResolver<SignInValues>(() => loadAccountForms().then((forms) => forms.SignInForm));
const validatePasswordReset = deferredSchemaResolver<{ email: string }>(() => loadAccountForms().then((forms) => forms.PasswordResetForm));

function SignInForm({ email, onForgotPassword }: { email: string; onForgotPassword: (email: string) => void }) {
  // Controlled: what was typed into the prerendered page is set in place, keeping its focus.
  const form = useForm<SignInValues>({
    initialValues: { email, password: '' },
    validate: validateSignIn,
    ...NAMED_FIELDS,
  });
  const formRef = usePrerenderedForm(form);
  const mutation = useMutation({ mutationFn: (values: SignInValues) => signIn(values.email, values.password) });
  const error = mutation.error ? signInErrorMessage(authErrorCode(mutation.error)) : null;

  return (
    <form ref={formRef} noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <FormError message={error} />
        <EmailInput label={texts.email} placeholder={texts.emailPlaceholder} {...form.getInputProps('email')} />
        <Stack gap={6}>
          <PasswordInput
            label={texts.password}
            placeholder={texts.passwordPlaceholder}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <UnstyledButton type="button" className={classes.forgot} onClick={() => onForgotPassword(form.getValues().email)}>
            {texts.forgotPassword}
          </UnstyledButton>
        </Stack>
        <Button type="submit" size="md" fullWidth loading={mutation.isPending || form.submitting}>
          {texts.submit}
        </Button>
      </Stack>
    </form>
  );
}

function PasswordResetForm({ email, onBack }: { email: string; onBack: (email: string) => void }) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email },
    validate: validatePasswordReset,
  });
  const mutation = useMutation({ mutationFn: (address: string) => sendPasswordReset(address) });
  const error = mutation.error ? passwordResetErrorMessage(authErrorCode(mutation.error)) : null;

  return (
    <form noValidate onSubmit={form.onSubmit(({ email: address }) => mutation.mutate(address))}>
      <Stack gap="md">
        {mutation.isSuccess && (
          <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            {resetTexts.success}
          </Alert>
        )}
        <FormError message={error} />
        <EmailInput label={texts.email} placeholder={texts.emailPlaceholder} key={form.key('email')} {...form.getInputProps('email')} />
        <Button type="submit" size="md" fullWidth loading={mutation.isPending || form.submitting}>
          {resetTexts.submit}
        </Button>
        <Button type="button" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => onBack(form.getValues().email)}>
          {resetTexts.backToSignIn}
        </Button>
      </Stack>
    </form>
  );
}

/** docs/product.md §2 Login: e-mail and password sign-in, a 'Forgot Password?' mode, a link to sign-up. */
export function LoginPage() {
  const { status, user } = useSession();
  const [mode, setMode] = useState<'sign-in' | 'reset'>('sign-in');
  // The e-mail typed in one mode carries over to the other; the order form sends its own.
  const location = useLocation();
  const [email, setEmail] = useState(() => emailOfState(location.state));

  if (status === 'signed-in' && user?.emailVerified) return <RedirectSignedIn />;

  if (mode === 'reset') {
    return (
      <AuthShell title={resetTexts.title} subtitle={resetTexts.subtitle}>
        <PasswordResetForm
          email={email}
          onBack={(typed) => {
            setEmail(typed);
            setMode('sign-in');
          }}
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={texts.title}
      subtitle={texts.subtitle}
      footer={
        <>
          {texts.noAccount}{' '}
          <Anchor component={Link} to={paths.auth.signup.getHref()} fw={600}>
            {texts.signUp}
          </Anchor>
        </>
      }
    >
      <SignInForm
        email={email}
        onForgotPassword={(typed) => {
          setEmail(typed);
          setMode('reset');
        }}
      />
    </AuthShell>
  );
}
