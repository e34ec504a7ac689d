import { expect } from '@playwright/test';
import { bearer } from './auth';
import type { Personas } from './roles';

/** Request options carrying a persona's token; the anonymous persona sends none. */
export const as = (token: string | null) => (token ? { headers: bearer(token) } : {});

interface Answer {
  status(): number;
  json(): Promise<unknown>;
}

/**
 * An administrators-only endpoint: every other persona is refused (401 without a token,
 * 403 with one), each refusal saying why in `error`. The caller then checks nothing was written.
 */
export async function onlyAdminMay(personas: Personas, call: (token: string | null) => Promise<Answer>) {
  const expected = { anonymous: 401, unverified: 403, parent: 403, rep: 403, otherRep: 403 } as const;
  for (const [persona, status] of Object.entries(expected)) {
    const res = await call(personas[persona as keyof typeof expected]);
    expect(res.status(), persona).toBe(status);
    expect(((await res.json()) as { error?: string }).error, persona).toBeTruthy();
  }
}
