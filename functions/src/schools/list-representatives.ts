import type { RepresentativesResponse } from '@ssb/contract';
import { existingSchool, representativesOf } from './representatives';

/** GET /schools/{id}/representatives. */
export async function listRepresentatives(schoolId: string): Promise<RepresentativesResponse> {
  await existingSchool(schoolId);
  return { representatives: await representativesOf(schoolId) };
}
