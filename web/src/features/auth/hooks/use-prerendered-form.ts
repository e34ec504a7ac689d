import type { UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';
import { useTakeOverPrerenderedFields } from '@/lib/forms/prerendered-fields';

/**
 * Each field of an account form carries its form path as its `name`: the prerendered sign-in and
 * sign-up pages (web/scripts/prerender.mjs) then find what was typed before the app arrived.
 */
export const NAMED_FIELDS = { enhanceGetInputProps: ({ field }: { field: string }) => ({ name: field }) };

/**
 * The ref for an account form's <form>: once the app has replaced the prerendered page, what the
 * visitor typed there goes into `form`, and the focus back into its field.
 */
export function usePrerenderedForm<Values extends Record<string, unknown>>(form: UseFormReturnType<Values>) {
  const ref = useRef<HTMLFormElement>(null);
  useTakeOverPrerenderedFields(ref, Object.keys(form.getInitialValues()), (name, value) => form.setFieldValue(name, value as never));
  return ref;
}
