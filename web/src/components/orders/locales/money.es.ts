import type { Translation } from '@ssb/contract';
import type en from './money.en';

export default {
  label: 'Desglose del precio',
  subtotal: 'Subtotal',
  skipped: 'Ya lo tiene',
  discount: 'Descuento',
  shipping: 'Envío',
  shippingFree: 'Gratis',
  lateFee: 'Cargo por pedido tardío',
  tax: 'Impuesto sobre las ventas',
  taxPending: 'Se calcula al pagar',
  gift: 'Caja patrocinada',
  total: 'Total',
  totalBeforeTax: 'Total antes de impuestos',
} satisfies Translation<typeof en>;
