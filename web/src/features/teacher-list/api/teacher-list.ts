import { ListRequestResponse, TeacherListResponse, type TeacherListView } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';

/** What the request e-mail's link names: the request and the token that proves the teacher got it. */
export interface TeacherListLink {
  requestId: string;
  token: string;
}

/** GET /api/list-requests/{id}: who asks for which grade's list, and whether it was sent. */
export async function getTeacherList({ requestId, token }: TeacherListLink): Promise<TeacherListView> {
  return TeacherListResponse.parse(await api.get(routePath('GET /list-requests/{id}', { id: requestId }, { token }))).request;
}

/** POST /api/list-requests/{id}/submission: the list as pasted, and a note; once. */
export async function sendTeacherList({ requestId, token }: TeacherListLink, text: string, note: string): Promise<void> {
  ListRequestResponse.parse(await api.post(routePath('POST /list-requests/{id}/submission', { id: requestId }), { token, text, note }));
}
