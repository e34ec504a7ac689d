import { NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { orderStatuses, type OrderStatus, type School } from '@ssb/contract';
import type { OrderFilters } from '../hooks/use-order-filters';
import { ADMIN_TEXTS } from '../texts';
import { statusNames } from '../utils/status-names';
import classes from './admin-page.module.css';

const texts = ADMIN_TEXTS.orders;

/** All Orders' search box and its status, school and day filters. */
export function OrdersFilters({ filters, schools }: { filters: OrderFilters; schools: readonly Pick<School, 'id' | 'name'>[] }) {
  const labels = statusNames();
  return (
    <div className={classes.toolbar} role="search">
      <TextInput
        label={texts.filters.search}
        placeholder={texts.filters.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.search}
        onChange={(event) => filters.setSearch(event.currentTarget.value)}
        miw={240}
        style={{ flex: 1 }}
      />
      <NativeSelect
        label={texts.filters.status}
        value={filters.status}
        onChange={(event) => filters.setStatus(event.currentTarget.value as OrderStatus | '')}
        data={[{ value: '', label: texts.filters.allStatuses }, ...orderStatuses.map((value) => ({ value, label: labels[value] }))]}
      />
      <NativeSelect
        label={texts.filters.school}
        value={filters.schoolId}
        onChange={(event) => filters.setSchoolId(event.currentTarget.value)}
        data={[{ value: '', label: texts.filters.allSchools }, ...schools.map((school) => ({ value: school.id, label: school.name }))]}
      />
      <NativeSelect
        label={texts.filters.placed}
        value={filters.since}
        onChange={(event) => filters.setSince(event.currentTarget.value === 'today' ? 'today' : '')}
        data={[
          { value: '', label: texts.filters.anyTime },
          { value: 'today', label: texts.filters.today },
        ]}
      />
    </div>
  );
}
