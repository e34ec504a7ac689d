import type { Translation } from '../i18n/texts';
import type en from './school-years.en';

export default {
  schoolYears: {
    nameRequired: 'Ingrese el nombre del año, p. ej. 2027–2028',
    startsOnInvalid: 'Ingrese el primer día como una fecha real, AAAA-MM-DD',
    alreadyStarted: 'El año escolar {name} ya se inició',
    notLater: 'Un año escolar nuevo debe empezar después del actual, que empezó el {startsOn}',
    unknown: 'No existe ese año escolar',
    pastYearReadOnly: 'Esta lista es de un año escolar pasado y ya no se puede cambiar',
  },
} satisfies Translation<typeof en>;
