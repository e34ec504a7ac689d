import { Alert, Button, Loader, NativeSelect } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSchools } from '@/lib/staff/schools';
import { useLoggedFailure } from '@/lib/staff/staff-failures';
import { useSelectedSchool } from '../hooks/use-selected-school';
import { SCHOOL_DASHBOARD_TEXTS } from '../texts';

const texts = SCHOOL_DASHBOARD_TEXTS.selector;

interface Picked {
  picker: ReactNode;
  schoolId: string | null;
  /** True once the schools have loaded and there are none. */
  noSchools: boolean;
}

/** docs/product.md §2: the administrator's school selector ('Select a school...', name and full address, the first preselected). */
export function AdminSchoolPicker({ children }: { children: (picked: Picked) => ReactNode }) {
  const schools = useSchools();
  const { selected, select } = useSelectedSchool(schools.data);
  useLoggedFailure('the schools', schools.error);

  let picker: ReactNode;
  if (schools.isPending) {
    picker = <Loader size="sm" role="status" aria-label={texts.loading} />;
  } else if (schools.isError) {
    picker = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" py="xs">
        {texts.loadFailed}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void schools.refetch()}>
          {SCHOOL_DASHBOARD_TEXTS.lists.retry}
        </Button>
      </Alert>
    );
  } else {
    picker = (
      <NativeSelect
        label={texts.label}
        w={{ base: '100%', sm: 420 }}
        value={selected?.id ?? ''}
        onChange={(event) => select(event.currentTarget.value)}
        data={[
          { value: '', label: texts.placeholder, disabled: true },
          ...schools.data.map((school) => ({
            value: school.id,
            label: school.fullAddress ? texts.optionWithAddress({ name: school.name, address: school.fullAddress }) : school.name,
          })),
        ]}
      />
    );
  }
  return children({ picker, schoolId: selected?.id ?? null, noSchools: schools.isSuccess && schools.data.length === 0 });
}
