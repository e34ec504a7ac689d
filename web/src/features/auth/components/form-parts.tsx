import { Alert, TextInput, type TextInputProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { EMAIL_MAX_LENGTH } from '@ssb/contract';

/** The message of a failed sign-in, sign-up or reset, above the form's fields. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}

/** The required e-mail field the account forms share; `form.getInputProps('email')` goes in `props`. */
export function EmailInput(props: TextInputProps) {
  return <TextInput type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} withAsterisk {...props} />;
}
