import type { Translation } from '@ssb/contract';
import type en from './past-years.en';

export default {
  pastYears: {
    picker: 'Año escolar',
    current: '{name} (actual)',
    heading: 'Listas de útiles de {name}',
    readOnly: 'Un año pasado: sus listas están archivadas con sus pedidos y ya no se pueden cambiar.',
    none: 'Esta escuela no tuvo listas de útiles en {name}.',
    items: '{count, plural, one {# artículo} other {# artículos}}',
    loading: 'Cargando las listas de ese año...',
  },
} satisfies Translation<typeof en>;
