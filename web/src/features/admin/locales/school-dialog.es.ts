import type { Translation } from '@ssb/contract';
import type en from './school-dialog.en';

export default {
  createDialog: {
    title: 'Agregar escuela nueva',
    name: 'Nombre de la escuela',
    address: 'Dirección',
    cancel: 'Cancelar',
    submit: 'Crear escuela',
    failed: 'Crear la escuela',
  },
  editDialog: {
    title: 'Editar {name}',
    name: 'Nombre de la escuela',
    address: 'Dirección',
    addressRead: 'La dirección de esta escuela se guardó en una sola línea, “{fullAddress}”: revise los campos leídos de ella y guarde.',
    addressAsked: 'La dirección de esta escuela se guardó en una sola línea, “{fullAddress}”, que no se pudo leer: ingrésela en los campos de abajo.',
    note: 'Nota de la escuela',
    notePlaceholder: 'Se muestra a los padres cuando eligen esta escuela',
    cancel: 'Cancelar',
    submit: 'Guardar escuela',
    failed: 'Guardar la escuela',
  },
  delivery: {
    deliverToSchool: 'Entregar las cajas en la escuela',
    deliverToSchoolHint: 'Desactivado: las cajas se envían al domicilio de cada familia.',
  },
  window: {
    legend: 'Periodo de pedidos',
    hint: 'Las familias pueden hacer pedidos desde el primer día hasta el último, en la zona horaria de la escuela. Deje ambas fechas vacías para aceptar pedidos todo el año.',
    opensOn: 'Los pedidos abren el',
    closesOn: 'Los pedidos cierran el',
    timeZone: 'Zona horaria',
    timeZonePlaceholder: 'Buscar zonas horarias',
    noZoneFound: 'Ninguna zona horaria con ese nombre',
    zonesOfState: 'Zonas horarias de {state}',
    otherZones: 'Otras zonas horarias',
    zoneOfState: 'Según la dirección: la zona horaria de {state}.',
    zoneOfSeveral: 'Según la dirección: {state} tiene varias zonas horarias, y la mayoría de su población vive en esta. Confirme que es la de la escuela.',
  },
  late: {
    take: 'Aceptar pedidos tardíos después del periodo',
    hint: 'Las familias aún pueden pedir cuando los pedidos ya cerraron; las cajas tardías se entregan después del primer día de clases.',
    fee: 'Cargo por pedido tardío por caja',
    homeDeliveryOnly: 'Entregar los pedidos tardíos solo a domicilio',
  },
  share: {
    legend: 'Parte de la escuela',
    hint: 'Lo que la escuela gana de cada caja pagada: un porcentaje del precio de sus artículos (después de los que la familia ya tiene, antes de descuentos, impuestos y envío), o un monto por caja.',
    kind: 'Parte',
    none: 'Ninguna',
    percent: 'Porcentaje',
    perBox: 'Por caja',
    percentLabel: 'Porcentaje de cada caja',
    perBoxLabel: 'Monto por caja',
  },
} satisfies Translation<typeof en>;
