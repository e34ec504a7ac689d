import { useQuery } from '@tanstack/react-query';
import { getEveryPage, schoolsPage } from './list-pages';
import { queryKeys } from '../api/query-keys';

/**
 * GET /api/schools → `{ schools, nextCursor }`, every page: every school, for the staff
 * screens' school pickers (administrators see them all). Not the shop's: it pages nothing.
 */
const getSchools = () => getEveryPage(schoolsPage);

export const useSchools = () => useQuery({ queryKey: queryKeys.schools(), queryFn: getSchools });
