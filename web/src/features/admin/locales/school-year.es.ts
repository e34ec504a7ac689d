import type { Translation } from '@ssb/contract';
import type en from './school-year.en';

export default {
  schoolYear: {
    heading: 'Iniciar un nuevo año escolar',
    current: 'Año escolar actual: {name}, desde el {startsOn}',
    intro:
      'Cada lista de útiles del año actual se copia como borrador del nuevo, para editarla y publicarla en Listas de útiles; las listas actuales se archivan con sus pedidos.',
    name: 'Nombre',
    namePlaceholder: '2027–2028',
    startsOn: 'Empieza el',
    review: 'Revisar e iniciar',
    confirmTitle: '¿Iniciar {name}?',
    confirmLists:
      '{lists, plural, one {# lista de útiles se copia} other {# listas de útiles se copian}} como borradores sin publicar de {name}, y las listas actuales se archivan (solo lectura, guardadas con sus pedidos).',
    confirmFamilies: 'Los niños de {families, plural, one {# familia con cuenta pasan} other {# familias con cuenta pasan}} al siguiente grado.',
    confirmOnce: 'Un año escolar solo se puede iniciar una vez.',
    cancel: 'Cancelar',
    start: 'Iniciar el año escolar',
    started:
      '{name} ha comenzado: {lists, plural, one {# lista copiada} other {# listas copiadas}} como borradores. Edítelas y publíquelas en Listas de útiles.',
    startFailed: 'No se pudo iniciar el año escolar',
    loading: 'Cargando el año escolar...',
  },
} satisfies Translation<typeof en>;
