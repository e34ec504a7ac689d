import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  line1: 'Dirección (línea 1)',
  line1Placeholder: 'Calle y número',
  line2: 'Dirección (línea 2)',
  line2Placeholder: 'Apartamento, unidad, etc. (opcional)',
  city: 'Ciudad',
  state: 'Estado',
  zipCode: 'Código postal',
} satisfies Translation<typeof en>;
