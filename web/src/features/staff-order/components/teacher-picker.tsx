import { NativeSelect } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffOrderDetails } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import { teachersQueryOptions } from '@/lib/api/teachers';
import { notify } from '@/lib/ui/notify';
import { TEACHER_PICKER_TEXTS } from '../teacher-texts';

const texts = TEACHER_PICKER_TEXTS;

/** The box's teacher, among its school's (or Not known yet): a change is saved at once (PUT /orders/{id}/teacher). */
export function TeacherPicker({ orderId, teacher }: { orderId: string; teacher: NonNullable<StaffOrderDetails['teacher']> }) {
  const teachers = useQuery(teachersQueryOptions(teacher.schoolId));
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (teacherId: string | null) => api.put(routePath('PUT /orders/{id}/teacher', { id: orderId }), { teacherId }),
    onSuccess: async () => {
      notify({ color: 'green', message: texts.saved });
      await queryClient.invalidateQueries({ queryKey: queryKeys.orderDetail(orderId) });
    },
    onError: () => notify({ color: 'red', message: texts.failed }),
  });
  const options = (teachers.data ?? []).map((t) => ({ value: t.id, label: `${t.name} · ${t.grade}` }));
  // A teacher the list does not hold (still loading) is shown by the name the box keeps.
  if (teacher.id && !options.some((o) => o.value === teacher.id)) options.push({ value: teacher.id, label: teacher.name ?? teacher.id });
  return (
    <NativeSelect
      mt="sm"
      label={texts.label}
      value={teacher.id ?? ''}
      disabled={save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.value || null)}
      data={[{ value: '', label: texts.notKnownYet }, ...options]}
    />
  );
}
