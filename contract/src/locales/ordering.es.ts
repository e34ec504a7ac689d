import type { Translation } from '../i18n/texts';
import type en from './ordering.en';

export default {
  refusal: {
    closed: 'Los pedidos para {school} cerraron el {date}.',
    notOpenYet: 'Los pedidos para {school} abren el {date}.',
  },
  window: {
    invalidDate: 'debe ser una fecha escrita AAAA-MM-DD, entre 2000 y 2100',
    bothDates: 'indique las dos fechas del periodo de pedidos, o ninguna',
    closesBeforeOpens: 'debe ser el día en que abren los pedidos o uno posterior',
    timeZoneNeeded: 'se necesita con un periodo de pedidos',
  },
  late: {
    feeInvalid: 'debe ser un importe de $0.00 a $100.00, con dos decimales como máximo',
  },
} satisfies Translation<typeof en>;
