import type { Translation } from '../i18n/texts';
import type en from './fulfilment.en';

export default {
  productTypes: { INDIVIDUAL: 'Individual', CLASSROOM: 'Para el salón', SCHOOL_WIDE: 'Para toda la escuela', unknown: 'Desconocido' },
  orderColumns: {
    orderNumber: 'Número de pedido',
    orderId: 'ID del pedido',
    date: 'Fecha',
    status: 'Estado',
    school: 'Escuela',
    supplyList: 'Lista de útiles',
    student: 'Estudiante',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    deliveryAddress: 'Dirección de entrega',
    total: 'Total',
    subtotal: 'Subtotal',
    skipped: 'Ya lo tiene',
    discount: 'Descuento',
    shipping: 'Envío',
    tax: 'Impuesto sobre las ventas',
  },
  pickListColumns: { product: 'Producto', type: 'Tipo', quantity: 'Cantidad', boxes: 'Cajas' },
} satisfies Translation<typeof en>;
