import { badRequest } from '../http/errors';
import { moneyMessages, EVERY_SCHOOL_TIME_ZONE, endOfDayIn, todayIn } from '@ssb/contract';
import { findSchool, type SchoolDoc } from '../schools/repository';

/** The school a code is limited to, which must exist (400, naming `schoolId`, otherwise). */
export async function schoolOfCode(schoolId: string): Promise<SchoolDoc> {
  const school = await findSchool(schoolId);
  if (!school) throw badRequest(`schoolId: ${moneyMessages.codes.schoolUnknown}`);
  return school;
}

/**
 * When a code's last day ends: where its school is (its time zone), or in Hawaii for a code of
 * every school, so that it works through that day wherever the family is. A day already past
 * there is refused (400, naming `expiresOn`).
 */
export function expiryOf(expiresOn: string | undefined, school: SchoolDoc | null, now = new Date()): Date | null {
  if (expiresOn === undefined) return null;
  const zone = school?.timeZone ?? EVERY_SCHOOL_TIME_ZONE;
  if (expiresOn < todayIn(zone, now)) throw badRequest(`expiresOn: ${moneyMessages.codes.expiresOnPast}`);
  return endOfDayIn(zone, expiresOn);
}
