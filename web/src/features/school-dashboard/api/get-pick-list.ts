import { useQuery } from '@tanstack/react-query';
import type { PickList, PickListTeacher } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { downloadFile } from '@/lib/staff/download';

/** GET /api/schools/{id}/pick-list → `{ pickList }`: every product over the school's paid boxes, from their snapshots. */
async function getPickList(schoolId: string): Promise<PickList> {
  const { pickList } = await api.get(routePath('GET /schools/{id}/pick-list', { id: schoolId }));
  return pickList;
}

const pickListQueryKey = (schoolId: string) => ['school-dashboard', 'pick-list', schoolId] as const;

export const usePickList = (schoolId: string) => useQuery({ queryKey: pickListQueryKey(schoolId), queryFn: () => getPickList(schoolId) });

/** GET /api/schools/{id}/pick-list?by=teacher → `{ pickList, teachers }`: the same boxes teacher by teacher, Not known yet last. */
async function getPickListByTeacher(schoolId: string): Promise<PickListTeacher[]> {
  const { teachers } = await api.get(routePath('GET /schools/{id}/pick-list', { id: schoolId }, { by: 'teacher' }));
  return teachers ?? [];
}

/** Read only while asked for: it reads every box of the school. */
export const usePickListByTeacher = (schoolId: string, enabled: boolean) =>
  useQuery({ queryKey: [...pickListQueryKey(schoolId), 'by-teacher'], queryFn: () => getPickListByTeacher(schoolId), enabled });

/** GET /api/schools/{id}/pick-list/export: the pick list as CSV, one row per product. */
export const downloadPickList = (schoolId: string) => downloadFile(`/schools/${encodeURIComponent(schoolId)}/pick-list/export`, 'pick-list.csv');

/** GET /api/orders/export?schoolId=: every order of the school as CSV (what the Student Orders tab lists). */
export const downloadSchoolOrders = (schoolId: string) => downloadFile(`/orders/export?schoolId=${encodeURIComponent(schoolId)}`, 'orders.csv');
