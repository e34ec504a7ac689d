import { centsToDollars, type SponsorshipResponse } from '@ssb/contract';
import { poolBalanceCents } from '@ssb/documents';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { notFound } from '../http/errors';
import { findSchool } from '../schools/repository';
import { API_TEXTS } from '../texts';
import { sponsorshipPoolsCollection } from './repository';

/** GET /schools/{id}/sponsorship: the school's pool in dollars (one document; empty until a gift is paid). */
export async function getSponsorship(caller: Caller, schoolId: string): Promise<SponsorshipResponse> {
  assertMayManageSchool(caller, schoolId);
  const [school, snap] = await Promise.all([findSchool(schoolId), sponsorshipPoolsCollection().doc(schoolId).get()]);
  if (!school) throw notFound(API_TEXTS.notFound.school);
  const pool = snap.data();
  return {
    sponsorship: {
      balance: centsToDollars(poolBalanceCents(pool)),
      given: centsToDollars(pool?.givenCents ?? 0),
      used: centsToDollars(pool?.usedCents ?? 0),
      boxes: pool?.boxes ?? 0,
    },
  };
}
