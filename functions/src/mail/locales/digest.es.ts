import type { Translation } from '@ssb/contract';
import type en from './digest.en';

export default {
  subject: '{count, plural, one {{count} pedido pagado nuevo para {school} el {day}} other {{count} pedidos pagados nuevos para {school} el {day}}}',
  heading: '{count, plural, one {{count} pedido pagado nuevo} other {{count} pedidos pagados nuevos}}',
  intro: 'Pagados el {day} para {school}.',
  order: '{orderNumber} · {child} · {list} · {amount}',
  more: 'y {count} más',
  total: 'Total pagado: {amount}',
  tax: 'Importes sin impuesto sobre las ventas; envío incluido. Impuesto recaudado: {amount}',
  next: '{closed, select, yes {Los pedidos cerraron el {closesOn}, así que este es el último resumen diario. Todos los pedidos, la lista de preparación y las hojas de empaque están en el panel de la escuela.} other {Los pedidos están abiertos hasta el {closesOn}. Todos los pedidos, la lista de preparación y las hojas de empaque están en el panel de la escuela.}}',
  dashboard: 'Abrir el panel de la escuela',
  dashboardLine: 'El panel de la escuela: {url}',
  footer:
    'Recibe este resumen diario como representante de {school} mientras su periodo de pedidos está abierto. Puede desactivarlo en el panel de la escuela.',
} satisfies Translation<typeof en>;
