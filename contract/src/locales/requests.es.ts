import type { Translation } from '../i18n/texts';
import type en from './requests.en';

export default {
  idempotencyKey: 'Idempotency-Key debe tener de 8 a 128 letras, dígitos, "-" o "_"',
  cursor: 'no es un cursor que haya dado esta API',
  oneScope: 'filtre por uno solo de userId, supplyListId o schoolId a la vez',
  dateRange: 'debe ser una fecha entre 2000 y 2100',
  bulk: {
    atLeastOne: 'seleccione al menos un pedido',
    atMost: 'seleccione como máximo {max} pedidos a la vez',
    eachOnce: 'cada pedido una sola vez',
    ordersOrSchool: 'envíe orderIds o schoolId, uno de los dos',
  },
} satisfies Translation<typeof en>;
