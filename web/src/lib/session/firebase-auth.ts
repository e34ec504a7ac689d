import type { Auth } from 'firebase/auth';

/**
 * The app's Firebase Auth, loaded on first use. Screens call it from what the user does
 * (sign in, resend a link…), never to render: Firebase Auth is no part of a screen's first
 * download (session-provider.tsx loads it after the first paint; route-budgets.json checks).
 * The SDK's functions come the same way: `const { … } = await import('firebase/auth')`.
 */
export async function loadAuth(): Promise<Auth> {
  const { loadFirebase } = await import('./firebase');
  return (await loadFirebase()).auth;
}
