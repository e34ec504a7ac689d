import type { Translation } from '../i18n/texts';
import type en from './checkout.en';

export default {
  checkout: {
    contactRequired: 'Se necesitan el correo electrónico y el número de teléfono',
    invalidEmail: 'Ingrese un correo electrónico válido',
    invalidPhone: 'Ingrese un número de teléfono válido',
    studentRequired: 'Se necesitan el nombre y el apellido del estudiante',
    addressRequired: 'Para la entrega a domicilio se necesitan la dirección, la ciudad, el estado y el código postal',
    lateHomeDeliveryOnly: 'Los pedidos tardíos para {school} se entregan a domicilio: indique la dirección, la ciudad, el estado y el código postal',
    accountExists: 'Ya existe una cuenta con este correo electrónico.',
    listUnavailable: 'Esta lista de útiles no está disponible para pedidos',
    listEmpty: 'Esta lista de útiles todavía no tiene productos, así que no se puede pedir',
    tooMany: 'Demasiados intentos de compra. Espere unos minutos e inténtelo de nuevo.',
    boxCount: 'Un pedido lleva de 1 a {max} cajas',
  },
  lookup: {
    bothRequired: 'Ingrese su correo electrónico y su número de teléfono',
    tooMany: 'Demasiadas búsquedas. Espere unos minutos e inténtelo de nuevo.',
  },
} satisfies Translation<typeof en>;
