import { Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { formatLongDate, productTypeNames } from '@ssb/contract';
import { printClasses } from '@/components/ui/print';
import { usePickList } from '../api/get-pick-list';
import { useLoggedFailure } from '@/lib/staff-failures';
import { FULFILMENT_TEXTS } from '../fulfilment-texts';
import { LoadFailed } from './boxes-gate';
import classes from './fulfilment.module.css';

const texts = FULFILMENT_TEXTS.pickList;

/** Every product over the school's paid boxes, with a box to tick as it is picked; prints as it shows. */
export function PickListView({ schoolId }: { schoolId: string }) {
  const pickList = usePickList(schoolId);
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
          {/* Focusable, so that a keyboard can scroll it where the table is wider than the screen. */}
          <Table.ScrollContainer minWidth={320} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': texts.productsLabel } }}>
            <Table className={classes.table} striped aria-label={texts.productsLabel}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={32}>
                    <VisuallyHidden>{texts.picked}</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>{texts.product}</Table.Th>
                  <Table.Th>{texts.type}</Table.Th>
                  <Table.Th ta="right">{texts.quantity}</Table.Th>
                  <Table.Th ta="right">{texts.boxes}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.products.map((product) => (
                  <Table.Tr key={product.productId}>
                    <Table.Td>
                      <span className={classes.tickBox} aria-hidden />
                    </Table.Td>
                    <Table.Td fw={600}>{product.name}</Table.Td>
                    <Table.Td>{productTypeNames[product.productType ?? 'unknown']}</Table.Td>
                    <Table.Td ta="right" fw={700}>
                      {product.quantity}
                    </Table.Td>
                    <Table.Td ta="right">{product.boxes}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
        </>
      )}
    </Stack>
  );
}
