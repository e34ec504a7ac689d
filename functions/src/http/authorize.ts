import type { Caller } from './authenticate';

/** Admins manage every school; a representative manages only its own. */
export function canManageSchool(caller: Caller | undefined, schoolId: string): boolean {
  if (!caller?.user) return false;
  if (caller.role === 'admin') return true;
  return caller.role === 'rep' && caller.user.schoolId === schoolId;
}

export const isAdmin = (caller: Caller | undefined): boolean => caller?.role === 'admin';
