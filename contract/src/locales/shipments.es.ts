import type { Translation } from '../i18n/texts';
import type en from './shipments.en';

export default {
  shipments: {
    cartonsInvalid: 'Ingrese un número entero de cajas, de 1 o más',
    cartonsReceivedInvalid: 'Ingrese el número de cajas que llegaron: un número entero, de 0 o más',
    receivedByRequired: 'Ingrese quién recibió las cajas',
    ordersAtLeastOne: 'Nombre al menos una caja',
    ordersEachOnce: 'Nombre cada caja una sola vez',
    tooManyBoxes: 'Un envío lleva como máximo {max} cajas; envíe las demás en otro envío',
    csvColumns: {
      shipment: 'Envío',
      shipDate: 'Fecha de envío',
      school: 'Escuela',
      cartons: 'Cajas de envío',
      order: 'Pedido',
      child: 'Niño o niña',
      list: 'Lista',
      teacher: 'Maestro o maestra',
    },
  },
} satisfies Translation<typeof en>;
