import type { Translation } from '../i18n/texts';
import type en from './classes.en';

export default {
  classes: {
    teacherNameRequired: 'Escriba el nombre del maestro',
    gradeRequired: 'Escriba el grado',
    tooManyTeachers: 'Una escuela tiene como máximo {max} maestros',
    teacherNotOfGrade: 'Elija uno de los maestros del grado en esta escuela, o Aún no se sabe',
    teacherNotOfSchool: 'Elija uno de los maestros de esta escuela',
    notKnownYet: 'Aún no se sabe',
    csvRequired: 'Pegue o suba un CSV de las listas de clase',
    unknownColumns: 'Columnas desconocidas: {columns}. Las columnas son first_name, last_name y teacher',
    missingColumns: 'Faltan columnas: {columns}. Las columnas son first_name, last_name y teacher',
    tooManyRows: 'Un CSV tiene como máximo {max} filas',
    unreadableCsv: 'No se pudo leer el CSV: {reason}',
    labelTeacher: 'Maestro',
    labelGrade: 'Grado',
  },
} satisfies Translation<typeof en>;
