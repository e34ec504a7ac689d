import type { School } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { canManageSchool } from '../http/authorize';
import { notFound } from '../http/errors';
import { toApiSchool, toStaffSchool } from './convert';
import { findSchool } from './repository';
import { API_TEXTS } from '../texts';

/** GET /schools/{id}: with its counters for its own staff. */
export async function getSchool(caller: Caller | undefined, schoolId: string): Promise<School> {
  const school = await findSchool(schoolId);
  if (!school) throw notFound(API_TEXTS.notFound.school);
  const convert = canManageSchool(caller, schoolId) ? toStaffSchool : toApiSchool;
  return convert(schoolId, school);
}
