import type { Caller } from '../http/authenticate';
import { canManageSchool, isAdmin } from '../http/authorize';
import { forbidden } from '../http/errors';
import type { ListFilter } from '../supply-lists/repository';

/**
 * The public sees published lists only; drafts are for administrators and the school's own
 * representative. Returns the filter to run, narrowed to what the caller may see.
 */
export function visibleListFilter(caller: Caller | undefined, requested: ListFilter): ListFilter {
  const mayDraft = requested.schoolId !== undefined ? canManageSchool(caller, requested.schoolId) : isAdmin(caller);
  if (mayDraft) return requested;
  if (requested.published === false) throw forbidden('Only administrators and the school’s representatives can see draft lists');
  return { ...requested, published: true };
}

export function canSeeList(caller: Caller | undefined, list: { schoolId: string; published: boolean }): boolean {
  return list.published || canManageSchool(caller, list.schoolId);
}
