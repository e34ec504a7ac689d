import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  title: 'Tienda',
  heading: 'Tienda',
  intro: 'Busque la escuela de su hijo, elija la lista de útiles de su grado y nosotros empacamos toda la lista en una caja.',

  schools: {
    heading: 'Elija una escuela',
    loading: 'Cargando escuelas...',
    loadFailed: 'No se pudieron cargar las escuelas',
    empty: 'Todavía no hay escuelas disponibles',
    emptyHint: 'Pronto se unirán escuelas a School Supply Box. Vuelva a consultar más adelante.',
    listCount: '{count, plural, one {# lista de útiles} other {# listas de útiles}}',
    orderedBefore: 'Usted ya hizo pedidos aquí',
    search: {
      label: 'Busque su escuela',
      placeholder: 'Nombre de la escuela, ciudad o código postal',
      noMatch: 'Ninguna escuela coincide con «{query}»',
      noMatchHint: 'Escriba las primeras letras de su nombre, su ciudad o su código postal.',
      more: '¿No aparece su escuela? Búsquela por nombre, ciudad o código postal.',
    },
    window: {
      orderBy: 'Haga su pedido antes del {date}',
      closesIn: '{days, plural, =0 {Los pedidos cierran hoy} one {Los pedidos cierran en # día} other {Los pedidos cierran en # días}}',
      opensOn: 'Los pedidos abren el {date}',
      closedOn: 'Los pedidos cerraron el {date}',
      lateOrders: 'Pedidos tardíos: se entregan después del primer día de clases, cargo por pedido tardío de {fee}',
    },
  },

  lists: {
    heading: 'Listas de útiles de {schoolName}',
    deliveredBy: 'Se entrega en {schoolName} antes del {date}',
    loading: 'Cargando listas de útiles...',
    loadFailed: 'No se pudieron cargar las listas de útiles',
    empty: 'No hay listas de útiles disponibles',
    emptyHint: 'Esta escuela todavía no ha publicado una lista de útiles. Vuelva a consultar pronto.',
    selectLabel: 'Lista de útiles',
    selectPlaceholder: 'Seleccione una lista de útiles...',
    optionWithPrice: '{name} - {price}',
    completeListPrice: 'Precio de la lista completa',
    verifiedBy: 'Verificada por {school}',
    verifiedOn: 'Aprobada el {date}',
    itemCount: '{count, plural, one {# artículo} other {# artículos}}',
    moreItems: 'y {count} artículos más',
    chooseDifferentList: 'Elegir otra lista',
    placeOrder: 'Hacer un pedido',
    schoolShare: '{amount} de esta caja es para {school}',
  },

  reminder: {
    offer: 'Avíseme antes de que cierren los pedidos',
  },

  retry: 'Intentar de nuevo',
} satisfies Translation<typeof en>;
