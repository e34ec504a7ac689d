import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  AWAITING_PAYMENT: 'Pago pendiente',
  PAYMENT_SUCCESS: 'Pago exitoso',
  PAYMENT_FAILED: 'Pago fallido',
  PREPARING: 'En preparación',
  COMPLETED: 'Completado',
  CANCELLED: 'Cancelado',
} satisfies Translation<typeof en>;
