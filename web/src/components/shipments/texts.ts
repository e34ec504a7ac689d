import { defineTexts } from '@ssb/contract';
import en from './locales/en';

/** Shipments' texts: the admin's Shipments tab, the printed manifest and labels, the representative's receipt. */
export const SHIPMENT_TEXTS = defineTexts('shipments', en, { es: () => import('./locales/es') });
