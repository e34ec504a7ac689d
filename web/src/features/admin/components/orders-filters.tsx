import { NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { orderStatuses, type OrderStatus } from '@ssb/contract';
import type { OrderFilters } from '../hooks/use-order-filters';
import { ADMIN_TEXTS } from '../texts';
import { ORDER_STATUS_LABELS } from '@/components/orders/order-status';
import classes from './admin-page.module.css';
import { SchoolFilter, type SchoolFilterProps } from './school-filter';

const texts = ADMIN_TEXTS.orders;

/** All Orders' search box and its status, school and day filters. */
export function OrdersFilters({ filters, schools }: { filters: OrderFilters; schools: SchoolFilterProps['schools'] }) {
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
        data={[{ value: '', label: texts.filters.allStatuses }, ...orderStatuses.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }))]}
      />
      <SchoolFilter
        label={texts.filters.school}
        allLabel={texts.filters.allSchools}
        schools={schools}
        value={filters.schoolId}
        onChange={filters.setSchoolId}
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
