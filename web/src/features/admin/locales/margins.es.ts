import type { Translation } from '@ssb/contract';
import type en from './margins.en';

export default {
  margins: {
    heading: 'Márgenes',
    intro:
      'Ingresos de las cajas pagadas en estos días, descontado lo que las familias ya tenían y los descuentos, antes del impuesto sobre las ventas y del envío; el costo es el que había cuando se pagó cada caja. Las cajas canceladas no cuentan.',
    from: 'Desde',
    to: 'Hasta',
    utc: 'Los días son días UTC.',
    totals: 'Todas las cajas',
    products: 'Por producto',
    lists: 'Por lista',
    schools: 'Por escuela',
    empty: 'No se pagaron cajas en estos días.',
    columns: { name: 'Nombre', boxes: 'Cajas', quantity: 'Unidades', revenue: 'Ingresos', cost: 'Costo', margin: 'Margen' },
    costUnknown: 'Costo desconocido para {amount} de ingresos',
    figures: { revenue: 'Ingresos', cost: 'Costo', margin: 'Margen', boxes: 'Cajas' },
  },
} satisfies Translation<typeof en>;
