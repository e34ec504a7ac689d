import { Button, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { IconPrinter } from '@tabler/icons-react';
import { formatLongDate, itemChangeLine, productTypeNames, type PickListItemChange, type PickListProduct, type PickListTeacher } from '@ssb/contract';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { printClasses } from '@/components/ui/print';
import { specBreakpoints } from '@/theme';
import { usePickList, usePickListByTeacher } from '../api/get-pick-list';
import { usePickedProducts } from '../hooks/use-picked-products';
import { useLoggedFailure } from '@/lib/staff/staff-failures';
import { FULFILMENT_TEXTS } from '../fulfilment-texts';
import { LoadFailed } from './boxes-gate';
import classes from './fulfilment.module.css';

const texts = FULFILMENT_TEXTS.pickList;

/** Built as the list renders, so they speak the language chosen since the module loaded. */
const pickListColumns = (): DataTableColumn<PickListProduct>[] => [
  { key: 'product', header: texts.product, render: (product) => <Text fw={600}>{product.name}</Text>, hideInCard: true, wrap: true },
  { key: 'type', header: texts.type, render: (product) => productTypeNames[product.productType ?? 'unknown'] },
  { key: 'quantity', header: texts.quantity, render: (product) => <Text fw={700}>{product.quantity}</Text>, align: 'right' },
  { key: 'boxes', header: texts.boxes, render: (product) => product.boxes, align: 'right' },
];

/** A table of products, the school's or a teacher's: a card each on a phone. */
const productTable = () => ({
  columns: pickListColumns(),
  rowKey: (product: PickListProduct) => product.productId,
  cardTitle: (product: PickListProduct) => product.name,
  stackBelow: specBreakpoints.dashboardGrid,
  loadingText: FULFILMENT_TEXTS.loading,
  emptyText: FULFILMENT_TEXTS.nothingToPack,
});

/**
 * Every product over the school's paid boxes, with a Picked tick kept for the day, or (By
 * teacher) a section of products per teacher; prints as it shows. On a phone each product is a card.
 */
export function PickListView({ schoolId }: { schoolId: string }) {
  const [byTeacher, setByTeacher] = useState(false);
  const pickList = usePickList(schoolId);
  const { picked, setPicked } = usePickedProducts(schoolId);
  useLoggedFailure('the pick list', pickList.error);

  if (pickList.isPending) return <Text role="status">{FULFILMENT_TEXTS.loading}</Text>;
  if (pickList.isError) return <LoadFailed onRetry={() => void pickList.refetch()} />;
  const list = pickList.data;
  return (
    <Stack gap="md" className={classes.sheet}>
      <Button
        className={printClasses.screenOnly}
        variant="default"
        leftSection={<IconPrinter size={18} aria-hidden />}
        onClick={() => window.print()}
        w="fit-content"
      >
        {FULFILMENT_TEXTS.print}
      </Button>
      <SegmentedControl
        className={printClasses.screenOnly}
        aria-label={texts.grouping.label}
        data={[
          { value: 'all', label: texts.grouping.all },
          { value: 'teacher', label: texts.grouping.byTeacher },
        ]}
        value={byTeacher ? 'teacher' : 'all'}
        onChange={(value) => setByTeacher(value === 'teacher')}
        w="fit-content"
      />
      <div>
        <Title order={2}>{texts.title({ schoolName: list.school.name })}</Title>
        <Text c="dimmed">{texts.summary({ boxes: list.boxes })}</Text>
        <Text size="sm" className={printClasses.printOnly}>
          {FULFILMENT_TEXTS.printedOn({ date: formatLongDate(new Date()) })}
        </Text>
      </div>
      {list.products.length === 0 ? (
        <Text>{FULFILMENT_TEXTS.nothingToPack}</Text>
      ) : (
        <>
          {byTeacher ? (
            <PickListByTeacher schoolId={schoolId} />
          ) : (
            <DataTable
              label={texts.productsLabel}
              {...productTable()}
              rows={list.products}
              selection={{ selectedKeys: picked, onChange: setPicked, rowLabel: (product) => texts.pickedLabel({ product: product.name }) }}
              texts={{ selectAll: texts.allPicked }}
            />
          )}
          <Table className={classes.table} aria-label={texts.listsLabel} maw={480}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.list}</Table.Th>
                <Table.Th ta="right">{texts.boxes}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.supplyLists.map((l) => (
                <Table.Tr key={l.supplyListId}>
                  <Table.Td>{l.name}</Table.Td>
                  <Table.Td ta="right">{l.boxes}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <PickListChanges changes={list.itemChanges} />
        </>
      )}
    </Stack>
  );
}

/** One section per teacher (Not known yet last), on screen and on paper. */
function PickListByTeacher({ schoolId }: { schoolId: string }) {
  const teachers = usePickListByTeacher(schoolId, true);
  useLoggedFailure('the pick list by teacher', teachers.error);
  if (teachers.isPending) return <Text role="status">{FULFILMENT_TEXTS.loading}</Text>;
  if (teachers.isError) return <LoadFailed onRetry={() => void teachers.refetch()} />;
  return teachers.data.map((group) => <TeacherSection key={group.teacherName ?? ''} group={group} />);
}

function TeacherSection({ group }: { group: PickListTeacher }) {
  const heading = texts.teacherSection({ teacher: group.teacherName ?? FULFILMENT_TEXTS.classes.notKnownYet, boxes: group.boxes });
  return (
    <section className={classes.teacherSection}>
      <Title order={3} size="h4">
        {heading}
      </Title>
      <DataTable label={heading} {...productTable()} rows={group.products} />
    </section>
  );
}

/** The boxes sent otherwise than ordered: a line per substitute or removal, with its boxes. */
function PickListChanges({ changes }: { changes: readonly PickListItemChange[] }) {
  if (!changes.length) return null;
  return (
    <section aria-labelledby="pick-list-changes">
      <Title order={3} size="h4" id="pick-list-changes">
        {texts.changesLabel}
      </Title>
      <ul data-testid="pick-list-changes">
        {changes.map((change) => (
          <Text component="li" key={`${change.change} ${change.item} ${change.substitute ?? ''}`}>
            {texts.changeBoxes({ line: itemChangeLine(change), boxes: change.boxes })}
          </Text>
        ))}
      </ul>
    </section>
  );
}
