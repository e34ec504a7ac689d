import type { Translation } from '@ssb/contract';
import type en from './unsubscribe.en';

export default {
  confirmHeading: '¿Cancelar la suscripción a los recordatorios?',
  confirmText: 'No recibirá más correos que le recuerden la fecha de cierre de los pedidos en {school}.',
  button: 'Cancelar la suscripción',
  doneHeading: 'Se canceló su suscripción',
  doneText: 'No recibirá más recordatorios sobre los pedidos en {school}. Puede volver a pedirlos en la tienda.',
  shop: 'Ir a la tienda',
} satisfies Translation<typeof en>;
