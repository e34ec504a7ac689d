import type { Translation } from '@ssb/contract';
import type en from './family.en';

export default {
  kinds: {
    confirmed: {
      subject:
        '{count, plural, one {Pedido {orderNumber} confirmado: útiles escolares de {child}} other {Pedido confirmado: {count} cajas de útiles escolares}}',
      heading: '¡Gracias! Su pedido está confirmado.',
      intro:
        '{count, plural, one {Recibimos su pago por la caja de útiles de {child}. Esto es lo que lleva.} other {Recibimos su pago por {count} cajas de útiles. Esto es lo que lleva cada una.}}',
      next: '{count, plural, one {Le escribiremos de nuevo cuando estemos preparando la caja y cuando esté lista.} other {Le escribiremos de nuevo cuando estemos preparando las cajas y cuando estén listas.}}',
    },
    paymentFailed: {
      subject: '{count, plural, one {No se completó el pago del pedido {orderNumber}} other {No se completó el pago de sus {count} cajas}}',
      heading: 'No se completó su pago',
      intro:
        '{count, plural, one {El pago del pedido {orderNumber} se canceló o no se pudo hacer, así que el pedido no se realizó y no se le cobró nada.} other {El pago de estas {count} cajas se canceló o no se pudo hacer, así que no se pidieron y no se le cobró nada.}}',
      next: '{count, plural, one {Todavía puede pagarlo: Pagar ahora, en la página del pedido, abre de nuevo su página de pago.} other {Todavía puede pagarlas: Pagar ahora, en la página del pedido, abre de nuevo su página de pago.}}',
    },
    preparing: {
      subject: '{count, plural, one {Estamos preparando la caja de {child} (pedido {orderNumber})} other {Estamos preparando sus {count} cajas}}',
      heading: '{count, plural, one {Estamos preparando su caja} other {Estamos preparando sus cajas}}',
      intro:
        '{count, plural, one {Empezamos a preparar los útiles escolares de {child}.} other {Empezamos a preparar estas {count} cajas de útiles escolares.}}',
      next: '{count, plural, one {Le escribiremos de nuevo cuando esté lista.} other {Le escribiremos de nuevo cuando estén listas.}}',
    },
    ready: {
      subject:
        '{count, plural, one {{delivery, select, school {La caja de {child} está lista en la escuela (pedido {orderNumber})} other {La caja de {child} va camino a su casa (pedido {orderNumber})}}} other {Sus {count} cajas están listas}}',
      heading: '{count, plural, one {{delivery, select, school {Lista en la escuela} other {Camino a su casa}}} other {Sus cajas están listas}}',
      intro:
        '{count, plural, one {{delivery, select, school {La caja de útiles escolares de {child} está lista en {school}.} other {La caja de útiles escolares de {child} va camino a su casa.}}} other {Estas {count} cajas de útiles escolares están listas.}}',
      next: 'Gracias por hacer su pedido con School Supply Box. ¡Que tengan un excelente año escolar!',
    },
    cancelled: {
      subject:
        '{count, plural, one {{refund, select, yes {Pedido {orderNumber} cancelado y reembolsado} other {Pedido {orderNumber} cancelado}}} other {{refund, select, yes {{count} cajas canceladas y reembolsadas} other {{count} cajas canceladas}}}}',
      heading: '{count, plural, one {Su pedido fue cancelado} other {Sus cajas fueron canceladas}}',
      intro:
        '{count, plural, one {{refund, select, yes {El pedido {orderNumber} para {child} fue cancelado y se reembolsaron {refunded} a la tarjeta con la que pagó.} other {El pedido {orderNumber} para {child} fue cancelado.}}} other {{refund, select, yes {Estas {count} cajas fueron canceladas y se reembolsaron {refunded} a la tarjeta con la que pagó.} other {Estas {count} cajas fueron canceladas.}}}}',
      next: '{refund, select, yes {Por lo general, el reembolso llega a su cuenta en un plazo de 5 a 10 días hábiles.} paid {Comuníquese con nosotros acerca del pago que hizo por él.} other {No se le cobró nada por ello.}}',
    },
  },
  box: {
    orderNumber: 'Pedido {orderNumber}',
    listAtSchool: '{list} · {school}',
    inTheBox: 'En la caja',
    item: '{quantity} × {name}',
    alreadyHave: 'Ya tiene: {names}',
    toSchool: 'Entrega: en {school}',
    toHome: 'Entrega: en su casa, {address}',
    readyAtSchool: 'Lista en {school}',
    onItsWayHome: 'Camino a su casa, {address}',
    price: 'Precio de la caja: {amount}',
    refunded: 'Reembolsado: {amount}',
    status: 'Estado: {status}',
  },
  breakdown: {
    subtotal: 'Subtotal: {amount}',
    skipped: 'Ya lo tiene: −{amount}',
    discount: 'Descuento: −{amount}',
    shipping: 'Envío: {amount}',
    lateFee: 'Cargo por pedido tardío: {amount}',
    tax: 'Impuesto sobre las ventas: {amount}',
    total: 'Total: {amount}',
  },
  giftThanks: 'Gracias por patrocinar una caja en {school}: {amount} es para una familia que lo necesita.',
  totals: { paid: 'Total pagado: {amount}', refunded: 'Total reembolsado: {amount}' },
  myOrders: 'Ver Mis pedidos',
  myOrdersLine: 'Sus pedidos y su estado: {url}',
  payNow: 'Pagar ahora',
  payNowLine: 'Pagar ahora: {url}',
  footer: 'Recibe este correo porque se hizo un pedido de útiles escolares con esta dirección en School Supply Box.',
} satisfies Translation<typeof en>;
