import { defineTexts } from './i18n/texts';
import en from './locales/fulfilment.en';

// What the staff read of fulfilment, in the reader's language: the product types on the
// dashboards, and the header row of each CSV export, in the language of the request that
// downloads it (the rows hold data as entered).

const FULFILMENT_TEXTS = defineTexts('contract.fulfilment', en, { es: () => import('./locales/fulfilment.es') });

/** The product types as the staff screens and the pick list name them (docs/product.md §2 Products: Individual, Classroom, School Wide, Unknown). */
export const productTypeNames = FULFILMENT_TEXTS.productTypes;

/** The columns of GET /orders/export, one row per order. */
export const orderExportColumns = (): string[] => Object.values(FULFILMENT_TEXTS.orderColumns);

/** The columns of GET /schools/{id}/pick-list/export, one row per product. */
export const pickListExportColumns = (): string[] => Object.values(FULFILMENT_TEXTS.pickListColumns);
