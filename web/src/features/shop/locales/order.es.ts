import type { Translation } from '@ssb/contract';
import type en from './order.en';

export default {
  order: {
    heading: 'Su pedido',
    summaryHeading: 'Resumen del pedido',
    itemsHeading: 'Artículos de esta caja',
    quantity: '{quantity}x',
    quantityWords: 'Cantidad: {quantity}',
    deliveryToSchool: 'Se entrega en {schoolName}',
    deliveryToHome: 'Se entrega en su casa',
    alreadyHave: 'Ya lo tengo',
    alreadyHaveItem: 'Ya lo tengo: {product}',
    alreadyHaveHint: '¿Ya tiene algunos de estos artículos en casa? Márquelos: no se incluyen en la caja y se descuentan del precio.',
    skippedLine: '{count, plural, one {Ya tiene # artículo} other {Ya tiene # artículos}}',
    boxPrice: 'Esta caja',
    showPhoto: 'Ver una foto más grande de {product}',
  },

  boxes: {
    heading: 'Sus cajas ({count})',
    thisBox: 'Esta caja',
    unnamedChild: 'Siguiente hijo',
    box: '{listName} · {schoolName}',
    remove: 'Quitar la caja de {childName}',
    total: 'Total',
    loading: 'Cargando sus cajas...',
    unavailable: 'Ya no está disponible',
    removeUnavailable: 'Algunas cajas ya no están disponibles. Quítelas para continuar.',
    nextChild: 'Elija la escuela y la lista de su siguiente hijo, o continúe al pago.',
    full: 'Un pedido puede tener hasta {max} cajas.',
    paidOnce: 'Un solo pago por todas las cajas.',
    duplicate: '{child} ya tiene {list} en este pedido.',
    keepOne: 'Dejar una caja',
    orderBoth: 'Pedir las dos',
  },

  form: {
    heading: 'Sus datos',
    contactHeading: 'Contacto',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    studentHeading: 'Estudiante',
    studentFirstName: 'Nombre del estudiante',
    studentLastName: 'Apellido del estudiante',
    addressHeading: 'Dirección de entrega a domicilio',
    addressHint: 'Esta escuela no recibe entregas en el plantel, así que la caja se envía a su casa.',
    lateAddressHint: 'Los pedidos tardíos para {school} se envían a su casa.',
    householdAddressHint:
      '{count, plural, one {{schools} no recibe entregas en el plantel, así que sus cajas se envían a su casa.} other {{schools} no reciben entregas en el plantel, así que sus cajas se envían a su casa.}} Las demás cajas se entregan en su escuela.',
    continueToCheckout: 'Continuar al pago',
    addAnotherChild: 'Agregar otro hijo',
    yourChildren: 'Sus hijos',
    childAtSchool: '{name} · {school}',
    promotionCode: 'Código de promoción',
    cancel: 'Cancelar',
    paymentNote: 'Pagará en la página segura de nuestro proveedor de pagos.',
    orderingAs: 'Pedido a nombre de {email}. Usaremos el teléfono guardado en su cuenta.',
  },

  gift: {
    choice: 'Patrocine una caja para una familia necesitada en {school}',
    hint: 'Una donación al fondo de patrocinio de la escuela, pagada con sus cajas. La escuela le da una caja a un niño o una niña que la necesita.',
    amountLabel: 'Donación',
    wholeBox: 'Una caja entera: {amount}',
    halfBox: 'Media caja: {amount}',
    own: 'Otro monto',
    ownLabel: 'Su donación (de $1 a $500)',
  },

  checkout: {
    failed: 'No se pudo iniciar el pago',
    requiresLogin: 'Inicie sesión para continuar con su cuenta existente.',
    signIn: 'Iniciar sesión',
    unreachable: 'Revise su conexión e inténtelo de nuevo.',
    sessionEnded: 'Su sesión terminó. Inicie sesión para continuar.',
  },
} satisfies Translation<typeof en>;
