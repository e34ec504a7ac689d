import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  title: 'Mis pedidos',
  intro: 'Consulte el estado de sus pedidos de cajas de útiles.',

  lookup: {
    heading: 'Busque sus pedidos',
    intro: '¿Hizo su pedido como invitado? Escriba el correo electrónico y el número de teléfono que usó al pagar.',
    email: 'Correo electrónico',
    phone: 'Número de teléfono',
    submit: 'Buscar mis pedidos',
    submitting: 'Buscando pedidos...',
    failed: 'No se pudieron buscar los pedidos',
    noneFound: 'No encontramos pedidos con los datos que escribió',
    showingFor: 'Pedidos de {email}',
  },

  account: {
    loading: 'Cargando sus pedidos...',
    failed: 'No se pudieron cargar sus pedidos',
    showMore: 'Mostrar más pedidos',
  },

  results: {
    heading: 'Sus pedidos',
    count: '{count, plural, one {# pedido} other {# pedidos}}',
  },

  empty: {
    title: 'No se encontraron pedidos.',
    guestHint: 'Revise su correo electrónico y su número de teléfono',
    userHint: '¡Vea las escuelas y sus listas de útiles para hacer su primer pedido!',
    browse: 'Ver escuelas y hacer un pedido',
    notLookedUpYet: '¿Busca una caja de útiles?',
  },

  card: {
    orderLabel: 'Pedido',
    date: 'Realizado el',
    total: 'Total',
    student: 'Estudiante',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    address: 'Dirección de entrega',
    note: 'Nota de la escuela',
    items: 'Artículos de este pedido:',
    alreadyHave: 'Ya tiene en casa:',
    quantity: '{quantity}x',
    tryAgain: 'Intentar de nuevo',
    orderAgain: 'Pedir de nuevo',
    reorderLabel: '{action} para {student}: {list}',
    nextGrade: 'Pedir el siguiente grado',
    nextGradeLabel: 'Pedir el siguiente grado para {student}, después de {list}',
    refunded: 'Se reembolsaron {amount} el {date}',
    tracking: 'Enviada con {carrier}, número de rastreo {trackingNumber}',
    track: 'Rastrear la caja',
  },

  steps: {
    heading: 'Progreso',
    placed: 'Realizado',
    paid: 'Pagado',
    packed: 'Empacado',
    shipped: 'Enviado',
    trackingAdded: 'Número de seguimiento añadido',
    atSchool: 'En la escuela',
    pickedUp: 'Recogido',
    cancelled: 'Cancelado',
  },

  checkout: {
    paidTitle: 'Pagadas juntas',
    orderedTitle: 'Pedidas juntas',
    boxes: '{count, plural, one {# caja} other {# cajas}}',
    totalPaid: 'Total pagado',
    total: 'Total',
  },

  receipt: {
    heading: '{count, plural, one {El pedido que acaba de pagar} other {Los pedidos que acaba de pagar}}',
    sentTo: 'Se envió un recibo a {email}.',
    loading: 'Cargando su pedido...',
    expired: 'Este enlace ha vencido. Busque sus pedidos con su correo electrónico y su número de teléfono.',
    linkedHeading: '{count, plural, one {Su pedido} other {Sus pedidos}}',
    otherOrders: 'Buscar sus otros pedidos',
  },

  paymentReturn: {
    paidTitle: '¡Pago exitoso!',
    paidText:
      '¡Gracias por su pedido! Su pedido está confirmado y le enviamos el recibo por correo electrónico. Pronto empezaremos a preparar su caja de útiles.',
    failedTitle: 'Pago no completado',
    failedText: 'El pago se canceló o no se completó. Haga un nuevo pedido.',
    failedTextForOrder: 'El pago del pedido #{orderNumber} se canceló o no se completó. Haga un nuevo pedido.',
    dismiss: 'Cerrar',
  },
} satisfies Translation<typeof en>;
