import type { Translation } from '../i18n/texts';
import type en from './order-status.en';

export default {
  AWAITING_PAYMENT: 'Pago pendiente',
  PAYMENT_SUCCESS: 'Pago exitoso',
  PAYMENT_FAILED: 'Pago fallido',
  PREPARING: 'En preparación',
  COMPLETED: 'Completado',
  CANCELLED: 'Cancelado',
} satisfies Translation<typeof en>;
