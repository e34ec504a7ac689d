import type { Translation } from '@ssb/contract';
import type en from './pay-now.en';

export default {
  payNow: 'Pagar ahora',
  payNowLabel: 'Pagar ahora para {student}: {list}',
  payNowForBoxes: '{count, plural, one {Pagar ahora # caja} other {Pagar ahora las # cajas}}',
} satisfies Translation<typeof en>;
