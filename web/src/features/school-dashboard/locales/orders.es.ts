import type { Translation } from '@ssb/contract';
import type en from './orders.en';

export default {
  tilesLabel: 'Estadísticas de pedidos',
  total: 'Total de pedidos',
  newOrders: 'Pedidos nuevos',
  inProgress: 'En proceso',
  completed: 'Completados',
  statsFailed: 'No se pudieron cargar las estadísticas de pedidos.',
  tableLabel: 'Pedidos de estudiantes',
  loading: 'Cargando pedidos...',
  empty: 'Todavía no hay pedidos.',
  loadFailed: 'No se pudieron cargar los pedidos.',
  retry: 'Intentar de nuevo',
  order: 'Pedido',
  cardTitle: 'Pedido {orderNumber}',
  studentParent: 'Estudiante/Familia',
  supplyList: 'Lista de útiles',
  status: 'Estado',
  date: 'Fecha',
} satisfies Translation<typeof en>;
