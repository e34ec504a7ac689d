import type { QueryClient } from '@tanstack/react-query';
import type { SignUpForm as SignUpValues } from '@ssb/contract';
import { profileQueryKey, profileQueryOptions } from '@/lib/session/profile';
import { authErrorCode, verificationEmailErrorMessage } from '../auth-errors';
import { sendVerificationEmail, updateVerificationRecord } from './email-verification';
import { createAccount } from './sign-up';

export interface SignUpOutcome {
  /** When the verification e-mail went out (ms), or null when sending it failed. */
  verificationSentAt: number | null;
  /** Why the verification e-mail could not be sent (docs/product.md §8), for the verification screen. */
  verificationError: string | null;
}

/**
 * docs/product.md §2 Sign-up and §4: creates the account (after saving the pending address), sends the
 * verification e-mail, then makes sure the profile exists (the session's profile query
 * creates it from the pending address; this waits for the same request) and records when
 * the link was sent. Only creating the account can fail the sign-up: the rest is retried
 * later (the verification screen resends, the session creates a missing profile).
 */
export async function signUp(values: SignUpValues, queryClient: QueryClient): Promise<SignUpOutcome> {
  const user = await createAccount(values);

  let verificationSentAt: number | null = null;
  let verificationError: string | null = null;
  try {
    await sendVerificationEmail(user);
    verificationSentAt = Date.now();
  } catch (error) {
    verificationError = verificationEmailErrorMessage(authErrorCode(error));
  }

  try {
    const profile = await queryClient.fetchQuery(profileQueryOptions({ uid: user.uid, email: user.email }));
    if (profile && verificationSentAt !== null) {
      const updated = await updateVerificationRecord(profile.id, new Date(verificationSentAt));
      queryClient.setQueryData(profileQueryKey(user.uid), updated);
    }
  } catch (error) {
    console.error('Could not store the new profile yet; the session will try again.', error);
  }

  return { verificationSentAt, verificationError };
}
