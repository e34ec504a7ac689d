import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpForm as SignUpValues } from '@ssb/contract';
import type { SignUpOutcome } from '../api/sign-up-flow';
export type { SignUpOutcome } from '../api/sign-up-flow';

/**
 * docs/product.md §2 Sign-up (see sign-up-flow.ts). Its steps load on submit: Firebase Auth and the
 * profile requests are no part of the screen's first download.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: SignUpValues): Promise<SignUpOutcome> => (await import('../api/sign-up-flow')).signUp(values, queryClient),
  });
}
