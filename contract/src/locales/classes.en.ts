/** A school's teachers, the boxes assigned to them and the label sheet (docs/decisions.md §28). */
export default {
  classes: {
    teacherNameRequired: 'Enter the teacher’s name',
    gradeRequired: 'Enter the grade',
    tooManyTeachers: 'A school keeps at most {max} teachers',
    teacherNotOfGrade: 'Pick one of this school’s teachers of the grade, or Not known yet',
    teacherNotOfSchool: 'Pick one of this school’s teachers',
    notKnownYet: 'Not known yet',
    csvRequired: 'Paste or upload a CSV of the class lists',
    unknownColumns: 'Unknown columns: {columns}. The columns are first_name, last_name and teacher',
    missingColumns: 'Missing columns: {columns}. The columns are first_name, last_name and teacher',
    tooManyRows: 'A CSV holds at most {max} rows',
    unreadableCsv: 'The CSV could not be read: {reason}',
    labelTeacher: 'Teacher',
    labelGrade: 'Grade',
  },
} as const;
