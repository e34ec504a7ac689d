import type { Translation } from '../i18n/texts';
import type en from './lifecycle.en';

export default {
  refundedStaysCancelled: 'El pago de este pedido fue reembolsado, así que sigue cancelado. Registre un pedido nuevo en su lugar.',
  alreadyThere: 'ya está en {status}',
  notMovedInBulk: 'Los pedidos en {status} no se pasan a {target} en grupo',
  notHandedOver: 'Este pedido está en {status}: solo se entregan los pedidos pagados que esperan su caja',
  undoNotHandedOver: 'Este pedido no se completó en la lista de entrega, así que no hay entrega que deshacer',
  undoTooLate: 'Una entrega solo se puede deshacer el mismo día en que se hizo',
  alreadyPaid: 'Este pedido ya está pagado.',
  cancelledNotPaid: 'Este pedido fue cancelado, así que ya no se puede pagar.',
} satisfies Translation<typeof en>;
