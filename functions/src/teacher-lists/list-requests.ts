import type { ListRequestsPage, PageQuery } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { schoolRequestsPage, toApiListRequest } from './repository';

/** GET /schools/{id}/list-requests: the school's requests with their submissions and drafts, by grade, paged. */
export async function listRequests(caller: Caller, schoolId: string, page: PageQuery): Promise<ListRequestsPage> {
  assertMayManageSchool(caller, schoolId);
  const { items, nextCursor } = await schoolRequestsPage(schoolId, page);
  return { listRequests: items.map(({ id, doc }) => toApiListRequest(id, doc)), nextCursor };
}
