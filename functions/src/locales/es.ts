import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  http: {
    authRequired: 'Debe iniciar sesión',
    invalidToken: 'Su sesión no es válida o ya venció',
    forbidden: 'No tiene permiso para hacer esto',
    noRoute: 'No hay ninguna ruta para {method} {path}',
    unexpected: 'Algo salió mal. Inténtelo de nuevo.',
    invalidValue: 'Valor no válido',
    invalidPart: '{where, select, path {Ruta no válida} query {Consulta no válida} body {Cuerpo no válido} other {Solicitud no válida}}: {message}',
  },
  body: {
    notJson: 'Envíe el cuerpo de la solicitud como JSON (Content-Type: application/json)',
    tooLarge: 'El cuerpo de la solicitud pesa más de {kb} kB',
    malformed: 'El cuerpo de la solicitud no es JSON válido',
    notObject: 'El cuerpo de la solicitud debe ser un objeto JSON',
  },
  access: {
    adminsOnly: 'Solo los administradores pueden hacer esto',
    staffOnly: 'Solo los administradores y los representantes escolares pueden hacer esto',
    ownAccount: 'Solo puede ver o cambiar su propia cuenta',
    ownAccountToSee: 'Solo puede ver su propia cuenta',
    changeRole: 'Solo un administrador puede cambiar el rol o la escuela de un usuario',
    draftLists: 'Solo los administradores y los representantes escolares de la escuela pueden ver las listas en borrador',
    schoolOrders: 'Solo puede ver los pedidos de su escuela',
    searchWithoutList: 'Busque en los pedidos de su escuela sin filtrar por lista de útiles',
    staffSearch: 'Solo el personal puede buscar pedidos',
    ownOrders: 'Solo puede ver sus propios pedidos',
    ownSchool: 'Solo puede administrar su propia escuela',
    listNote: 'Solo un administrador puede cambiar la nota de una lista',
    orderForSelf: 'Solo puede hacer pedidos para su propia cuenta',
    verifyBeforeOrdering: 'Verifique su correo electrónico antes de hacer un pedido',
    ownProfile: 'Una cuenta solo puede crear su propio perfil',
    noEmail: 'Esta cuenta no tiene correo electrónico',
    cancelLink: 'Este enlace para cancelar no es válido',
    receiptLink: 'Este enlace a su pedido no es válido',
    confirmLink: 'Este enlace de confirmación no es válido',
  },
  notFound: {
    user: 'No se encontró el usuario',
    profile: 'No se encontró el perfil del usuario',
    school: 'No se encontró la escuela',
    list: 'No se encontró la lista de útiles',
    order: 'No se encontró el pedido',
    product: 'No se encontró el producto',
    productWithId: 'No se encontró el producto {id}',
  },
  users: {
    profileExists: 'Esta cuenta ya tiene un perfil',
  },
  orders: {
    paymentUnavailable: 'El servicio de pagos no responde. Inténtelo de nuevo en un momento.',
    keyReused: 'Esta Idempotency-Key ya se usó para otro pedido.',
    alreadyPlaced: 'Este pedido ya se hizo. Vea su estado en Mis pedidos.',
    cancelPaymentUnavailable: 'El servicio de pagos no responde, así que el pedido no se canceló. Inténtelo de nuevo en un momento.',
    searchScope: 'combine una búsqueda solo con schoolId y status',
    listOfAnotherSchool: 'esta lista es de otra escuela',
    notFoundInBulk: 'no se encontró',
    boxLine: '{count, plural, one {# artículo, empacado para {child}} other {# artículos, empacados para {child}}}',
  },
  products: {
    inUse:
      '{count, plural, one {Este producto está en 1 lista de útiles. Quítelo de esa lista antes de eliminarlo.} other {Este producto está en # listas de útiles. Quítelo de esas listas antes de eliminarlo.}}',
    priceRange: 'no debe ser mayor que priceMax',
    unknown: 'ningún producto tiene el id {id}',
  },
} satisfies Translation<typeof en>;
