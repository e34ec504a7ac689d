import type { SchoolStatsResponse } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { notFound } from '../http/errors';
import { orderStats } from '../orders/order-stats';
import { findSchool } from './repository';
import { API_TEXTS } from '../texts';

/** GET /schools/{id}/stats: the school's order statistics (aggregations) and its own counters. */
export async function schoolStats(caller: Caller, schoolId: string, timeZone: string | undefined): Promise<SchoolStatsResponse['stats']> {
  assertMayManageSchool(caller, schoolId);
  const [school, stats] = await Promise.all([findSchool(schoolId), orderStats({ schoolId }, timeZone)]);
  if (!school) throw notFound(API_TEXTS.notFound.school);
  return { ...stats, supplyListCount: school.supplyListCount, publishedListCount: school.publishedListCount, userCount: school.userCount };
}
