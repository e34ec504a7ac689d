import type { Translation } from '../i18n/texts';
import type en from './fundraising.en';

export default {
  share: {
    percentInvalid: 'Una parte es mayor que 0 y como máximo 100 por ciento, con dos decimales como máximo',
    perBoxInvalid: 'Una parte por caja es mayor que $0.00 y como máximo {max}, con dos decimales como máximo',
    percentOrPerBox: 'Indique un porcentaje de cada caja o un monto por caja, no ambos',
    payoutAmountInvalid: 'Un pago es mayor que $0.00, con dos decimales como máximo',
    paidOnFuture: 'El día en que se hizo un pago no puede estar en el futuro',
    aboveBalance: 'La escuela tiene {balance} por pagar: un pago no puede ser mayor.',
    keyReused: 'Esta Idempotency-Key ya se usó para un pago distinto.',
    periodInvalid: 'El período termina antes de empezar',
    monthInvalid: 'Un mes se escribe AAAA-MM',
    csvColumns: { date: 'Fecha', kind: 'Tipo', amount: 'Monto', order: 'Pedido', supplyList: 'Lista de útiles', reference: 'Referencia' },
    kinds: { earned: 'Ganado', reversed: 'Revertido', payout: 'Pago' },
  },
} satisfies Translation<typeof en>;
