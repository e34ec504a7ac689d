import type { Translation } from '@ssb/contract';
import type en from './fulfilment.en';

export default {
  views: { label: 'Vista de preparación', pickList: 'Lista de recolección', packingSlips: 'Hojas de empaque', handover: 'Entrega', deliveries: 'Llegadas' },
  print: 'Imprimir',
  exportOrders: 'Exportar pedidos (CSV)',
  exportPickList: 'Exportar lista de recolección (CSV)',
  exportFailed: 'La exportación no se descargó. Inténtelo de nuevo.',
  loading: 'Cargando...',
  loadFailed: 'No se pudieron cargar las cajas.',
  retry: 'Intentar de nuevo',
  nothingToPack: 'No hay pedidos pagados pendientes de empacar.',
  printedOn: 'Impreso el {date}',

  pickList: {
    title: 'Lista de recolección: {schoolName}',
    summary:
      '{boxes, plural, one {# caja pagada y todavía sin entregar} other {# cajas pagadas y todavía sin entregar}}. Las cantidades son las de cada pedido tal como se hizo.',
    productsLabel: 'Productos para recolectar',
    pickedLabel: '{product} recolectado',
    allPicked: 'Todo recolectado',
    product: 'Producto',
    type: 'Tipo',
    quantity: 'Cantidad total',
    boxes: 'Cajas',
    listsLabel: 'Cajas por lista de útiles',
    list: 'Lista de útiles',
    /** Backorders: the boxes whose item was substituted or removed, a line per change. */
    changesLabel: 'Enviado de otra forma que lo pedido',
    /** `line`: "Substituted: {item} → {substitute}" or "Removed: {item} (refunded $x.xx)", the refunds of every such box. */
    changeBoxes: '{line} — {boxes, plural, one {# caja} other {# cajas}}',
  },

  packingSlips: {
    summary: '{count, plural, one {# hoja de empaque} other {# hojas de empaque}}, cada una en su propia página al imprimir.',
    slipLabel: 'Hoja de empaque {orderNumber}',
    student: 'Estudiante',
    school: 'Escuela',
    list: 'Lista de útiles',
    delivery: 'Entrega',
    toSchool: 'En la escuela: {address}',
    toHome: 'A domicilio: {address}',
    itemsLabel: 'Artículos de {orderNumber}',
    item: 'Artículo',
    quantity: 'Cant.',
    packed: 'Empacado',
    notPacked: 'Ya lo tienen en casa — no empacar',
    notPackedItem: '{quantity} × {name}',
    printOne: 'Imprimir esta hoja',
    printOneLabel: 'Imprimir la hoja de empaque {orderNumber}',
  },

  handover: {
    search: 'Buscar por nombre del estudiante',
    searchPlaceholder: 'Escriba un nombre o apellido',
    listLabel: 'Cajas por entregar',
    remaining: '{left, plural, one {Falta # de {total} por entregar} other {Faltan # de {total} por entregar}}',
    noMatch: 'No hay ninguna caja con ese nombre.',
    readyForPickup: 'Lista para recoger',
    pickedUp: 'Recogida',
    failed: 'No se pudo marcar como entregada la caja de {student}. Inténtelo de nuevo.',
    handedOverToast: 'Caja de {student} entregada.',
    undo: 'Deshacer',
    undoLabel: 'Deshacer la entrega de la caja de {student}',
    undoFailed: 'No se pudo deshacer la entrega de la caja de {student}. Inténtelo de nuevo.',
    today: 'Entregadas hoy',
    todayEmpty: 'Todavía no se ha entregado ninguna caja hoy.',
    handedOverAt: '{list} · {orderNumber} · {time}',
  },
} satisfies Translation<typeof en>;
