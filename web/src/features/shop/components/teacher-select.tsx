import { NativeSelect } from '@mantine/core';
import type { Teacher } from '@ssb/contract';
import { ORDER_TEXTS } from '../order-texts';

const texts = ORDER_TEXTS.form;

/** The child's teacher among the grade's, or Not known yet (the empty value). */
export function TeacherSelect({
  teachers,
  value,
  onChange,
}: {
  teachers: readonly Teacher[];
  value: string | null;
  onChange: (teacherId: string | null) => void;
}) {
  return (
    <NativeSelect
      mt="md"
      size="md"
      label={texts.teacher}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      data={[{ value: '', label: texts.teacherNotKnown }, ...teachers.map((t) => ({ value: t.id, label: t.name }))]}
    />
  );
}
