import { defineTexts } from './i18n/texts';
import en from './locales/shipments.en';

// Shipments to a school (docs/decisions.md §27), without zod or I/O: the API and the admin's and
// representative's screens read the same limits and words.

/** Shipments' messages and the manifest's CSV columns, in the current language. */
export const shipmentMessages = defineTexts('contract.shipments', en, { es: () => import('./locales/shipments.es') }).shipments;

/** Created with its boxes (PREPARED), handed to the carrier (SHIPPED), confirmed at the school's door (RECEIVED). */
export const SHIPMENT_STATUSES = ['PREPARED', 'SHIPPED', 'RECEIVED'] as const;
export type ShipmentStatusName = (typeof SHIPMENT_STATUSES)[number];

/**
 * The most boxes one shipment holds: creating it writes every box and the shipment in one
 * transaction (Firestore's limit is 500 writes), and so do its SHIPPED and receipt e-mails.
 */
export const MAX_SHIPMENT_BOXES = 240;

/** The most cartons a shipment is said to have, and the most a receipt may count. */
export const MAX_SHIPMENT_CARTONS = 999;

/** Whether a receipt's count is a discrepancy: any count other than the manifest's cartons. */
export const isDiscrepancy = (cartons: number, cartonsReceived: number): boolean => cartons !== cartonsReceived;

/** The manifest's CSV columns, in the current language. */
export const shipmentCsvColumns = (): string[] => {
  const { shipment, shipDate, school, cartons, order, child, list, teacher } = shipmentMessages.csvColumns;
  return [shipment, shipDate, school, cartons, order, child, list, teacher];
};
