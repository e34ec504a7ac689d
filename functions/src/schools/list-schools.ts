import type { School } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { isAdmin } from '../http/authorize';
import { toApiSchool, toStaffSchool } from './convert';
import { schoolsCollection } from './repository';

const MAX_SCHOOLS = 500;

/** GET /schools: administrators see every school's counters (all lists, representatives); everyone else what the shop shows. */
export async function listSchools(caller: Caller | undefined): Promise<School[]> {
  const snap = await schoolsCollection().orderBy('name').limit(MAX_SCHOOLS).get();
  const convert = isAdmin(caller) ? toStaffSchool : toApiSchool;
  return snap.docs.map((d) => convert(d.id, d.data()));
}
