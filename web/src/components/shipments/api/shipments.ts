import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateShipmentRequest, ReadyToShipSchool, Shipment, ShipmentManifest, ShipmentReceiptRequest } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { downloadFile } from '@/lib/staff/download';

// Shipments to a school (docs/decisions.md §27): the administrator's day, a shipment's manifest,
// and the school's deliveries on the way with their receipt at the door.

const keys = {
  all: () => ['shipments'] as const,
  day: (shipDate: string) => ['shipments', 'day', shipDate] as const,
  ready: () => ['shipments', 'ready'] as const,
  manifest: (id: string) => ['shipments', 'manifest', id] as const,
  school: (schoolId: string) => ['shipments', 'school', schoolId] as const,
};

/** A day holds a shipment per school at most a few dozen times: one page of the most a page holds. */
const DAY_PAGE = 100;

/** GET /api/shipments?shipDate= → the day's shipments, by school. */
export const useDayShipments = (shipDate: string) =>
  useQuery({
    queryKey: keys.day(shipDate),
    queryFn: async (): Promise<Shipment[]> => (await api.get(routePath('GET /shipments', {}, { shipDate, limit: DAY_PAGE }))).shipments,
  });

/** GET /api/shipments/ready → the schools with packed boxes to ship, by name. */
export const useReadyToShip = () =>
  useQuery({
    queryKey: keys.ready(),
    queryFn: async (): Promise<ReadyToShipSchool[]> => (await api.get(routePath('GET /shipments/ready'))).schools,
  });

/** POST /api/shipments → the shipment; the day's list and the schools to ship are read again. */
export function useCreateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateShipmentRequest) => (await api.post(routePath('POST /shipments'), request)).shipment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all() }),
  });
}

/** PUT /api/shipments/{id}/status `{ status: 'SHIPPED' }`: handed to the carrier; every list of shipments is read again. */
export function useShipShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.put(routePath('PUT /shipments/{id}/status', { id }), { status: 'SHIPPED' })).shipment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all() }),
  });
}

/** GET /api/shipments/{id}/manifest → the manifest: the school, its contact and instructions, every box. */
export const useManifest = (id: string) =>
  useQuery({
    queryKey: keys.manifest(id),
    queryFn: async (): Promise<ShipmentManifest> => (await api.get(routePath('GET /shipments/{id}/manifest', { id }))).manifest,
  });

/** GET /api/shipments/{id}/manifest.csv: a row per box. */
export const downloadManifestCsv = (id: string) => downloadFile(routePath('GET /shipments/{id}/manifest.csv', { id }), `manifest-${id}.csv`);

/** GET /api/shipments/manifest.csv?shipDate=: every box shipped that day, a row each. */
export const downloadDayManifestCsv = (shipDate: string) =>
  downloadFile(routePath('GET /shipments/manifest.csv', {}, { shipDate }), `manifest-${shipDate}.csv`);

/** GET /api/schools/{id}/shipments → the school's shipments on their way. */
export const useSchoolShipments = (schoolId: string) =>
  useQuery({
    queryKey: keys.school(schoolId),
    queryFn: async (): Promise<Shipment[]> => (await api.get(routePath('GET /schools/{id}/shipments', { id: schoolId }))).shipments,
  });

/**
 * POST /api/shipments/{id}/receipt → the shipment signed for. The lists are not read again at
 * once: the receipt's answer stays on the screen, and the next visit reads them afresh.
 */
export const receiveShipment = async (id: string, receipt: ShipmentReceiptRequest): Promise<Shipment> =>
  (await api.post(routePath('POST /shipments/{id}/receipt', { id }), receipt)).shipment;
