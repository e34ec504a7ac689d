import { Anchor, Button, Group, NumberInput, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import {
  formatDateTime,
  formatList,
  formatLongDate,
  formatMoney,
  mayMovePurchaseOrder,
  mayReceive,
  purchasingMessages,
  searchWords,
  type PurchaseOrder,
  type PurchaseOrderLine,
} from '@ssb/contract';
import { printClasses } from '@/components/ui/print';
import { logFailure, reportFailure, useLoggedFailure } from '@/lib/staff/staff-failures';
import { notify } from '@/lib/ui/notify';
import { downloadPurchaseOrder, usePurchaseOrder, useReceive, useSetPurchaseOrderStatus } from '../api/purchasing';
import { PURCHASING_TEXTS } from '../purchasing-texts';
import { LoadingCards } from './loading-cards';
import { PurchaseOrderStatusBadge } from './purchase-order-status-badge';
import classes from './purchasing.module.css';

const texts = PURCHASING_TEXTS.order;

/** One purchase order: ordered, cancelled, printed (the sheet alone), downloaded as CSV, and received line by line. */
export function PurchaseOrderView({ id, onBack }: { id: string; onBack: () => void }) {
  const order = usePurchaseOrder(id);
  useLoggedFailure('purchase order', order.error);
  const setStatus = useSetPurchaseOrderStatus();
  const po = order.data;
  if (!po) return order.isError ? <Text c="red.8">{order.error.message}</Text> : <LoadingCards label={texts.loading} />;

  function move(status: 'ORDERED' | 'CANCELLED') {
    setStatus.mutate(
      { id, status },
      {
        onSuccess: () => notify({ color: 'green', message: (status === 'ORDERED' ? texts.orderedDone : texts.cancelledDone)({ number: id }) }),
        onError: (error) => reportFailure(texts.changeFailed, error),
      },
    );
  }

  async function download() {
    try {
      await downloadPurchaseOrder(id);
    } catch (error) {
      logFailure('Downloading the purchase order', error);
      notify({ color: 'red', message: texts.downloadFailed });
    }
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" className={printClasses.screenOnly} gap="sm">
        <Anchor component="button" type="button" onClick={onBack}>
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {texts.back}
          </Group>
        </Anchor>
        <Group gap="sm">
          {mayMovePurchaseOrder(po.status, 'ORDERED') && (
            <Button loading={setStatus.isPending && setStatus.variables?.status === 'ORDERED'} onClick={() => move('ORDERED')}>
              {texts.orderIt}
            </Button>
          )}
          {mayMovePurchaseOrder(po.status, 'CANCELLED') && (
            <Button variant="light" color="red" loading={setStatus.isPending && setStatus.variables?.status === 'CANCELLED'} onClick={() => move('CANCELLED')}>
              {texts.cancelIt}
            </Button>
          )}
          <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
            {texts.print}
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download()}>
            {texts.csv}
          </Button>
        </Group>
      </Group>
      {/* Receiving comes first: on a phone at the shelf it is what the page is opened for. */}
      {mayReceive(po.status) && <ReceiveLines po={po} />}
      <PurchaseOrderSheet po={po} />
      {po.status === 'RECEIVED' && <Text className={printClasses.screenOnly}>{PURCHASING_TEXTS.receive.nothingLeft}</Text>}
    </Stack>
  );
}

/** The lines' column names, the CSV's own. */
const columns = purchasingMessages.csvColumns;

/** What prints: the supplier, the lines with SKU, pack size, quantity, unit cost and line total, and the total. */
function PurchaseOrderSheet({ po }: { po: PurchaseOrder }) {
  const names = new Map(po.lines.map((line) => [line.productId, line.name]));
  return (
    <Paper withBorder p="md" className={classes.sheet} data-testid="purchase-order">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} size="h3">
          {texts.title({ number: po.id })}
        </Title>
        <PurchaseOrderStatusBadge status={po.status} />
      </Group>
      <Text size="xs" className={printClasses.printOnly}>
        {texts.printedOn({ date: formatLongDate(new Date()) })}
      </Text>
      <Stack gap={2} mb="md">
        <Text size="sm">
          <Text span fw={600}>
            {texts.supplier}:
          </Text>{' '}
          {po.supplierName} ({po.supplierEmail})
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {texts.created}:
          </Text>{' '}
          {formatDateTime(new Date(po.createdAt))}
          {po.orderedAt && ` · ${texts.ordered}: ${formatDateTime(new Date(po.orderedAt))}`}
        </Text>
      </Stack>
      <div className={classes.scroll} tabIndex={0} role="region" aria-label={texts.linesLabel({ number: po.id })}>
        <Table aria-label={texts.linesLabel({ number: po.id })} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{columns.sku}</Table.Th>
              <Table.Th>{columns.product}</Table.Th>
              <Table.Th ta="right">{columns.packSize}</Table.Th>
              <Table.Th ta="right">{columns.quantity}</Table.Th>
              <Table.Th ta="right">{columns.received}</Table.Th>
              <Table.Th ta="right">{columns.unitCost}</Table.Th>
              <Table.Th ta="right">{columns.lineTotal}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {po.lines.map((line) => (
              <Table.Tr key={line.productId}>
                <Table.Td ff="monospace">{line.sku ?? '—'}</Table.Td>
                <Table.Td>{line.name}</Table.Td>
                <Table.Td ta="right">{line.packSize ?? '—'}</Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">{line.received}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.unitCost)}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.lineTotal)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={6}>{texts.total}</Table.Th>
              <Table.Th ta="right">{formatMoney(po.total)}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </div>
      {po.receipts.length > 0 && (
        <Stack gap={2} mt="md">
          <Text fw={600} size="sm">
            {texts.receipts}
          </Text>
          {po.receipts.map((receipt) => (
            <Text size="sm" key={receipt.at}>
              {texts.receipt({
                date: formatDateTime(new Date(receipt.at)),
                by: receipt.by,
                items: formatList(receipt.lines.map((l) => texts.receiptItem({ count: l.quantity, product: names.get(l.productId) ?? l.productId }))),
              })}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

const receiveTexts = PURCHASING_TEXTS.receive;

/** A search's words as the shop's searches read them (no case, accents or punctuation), without their length cap. */
const wordsOf = (value: string) => searchWords(value).join(' ');

/** Receiving on a phone: find a line by SKU or name, type the count that arrived, receive it. */
function ReceiveLines({ po }: { po: PurchaseOrder }) {
  const [search, setSearch] = useState('');
  const open = po.lines.filter((line) => line.received < line.quantity);
  const key = wordsOf(search);
  const shown = open.filter((line) => !key || wordsOf(`${line.sku ?? ''} ${line.name}`).includes(key));
  return (
    <Stack gap="sm" component="section" aria-labelledby="receive-heading" className={printClasses.screenOnly}>
      <Title order={3} size="h4" id="receive-heading">
        {receiveTexts.heading}
      </Title>
      <TextInput size="lg" label={receiveTexts.search} value={search} onChange={(e) => setSearch(e.currentTarget.value)} type="search" />
      {shown.length === 0 && <Text>{receiveTexts.noMatch({ search })}</Text>}
      {shown.map((line) => (
        <ReceiveLine key={line.productId} poId={po.id} line={line} />
      ))}
    </Stack>
  );
}

function ReceiveLine({ poId, line }: { poId: string; line: PurchaseOrderLine }) {
  const remaining = line.quantity - line.received;
  const [count, setCount] = useState<number | string>(remaining);
  const receive = useReceive();
  const quantity = typeof count === 'number' ? count : Number(count);
  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= remaining;

  function submit() {
    receive.mutate(
      { id: poId, lines: [{ productId: line.productId, quantity }] },
      {
        onSuccess: () => notify({ color: 'green', message: receiveTexts.done({ count: quantity, product: line.name }) }),
        onError: (error) => reportFailure(receiveTexts.failed, error),
      },
    );
  }

  return (
    <Paper withBorder p="sm" className={classes.receiveRow} data-testid="receive-line">
      <Stack gap={0}>
        <Text fw={600}>{line.name}</Text>
        <Text size="sm" c="dimmed">
          {line.sku ? `${line.sku} · ` : ''}
          {receiveTexts.progress({ received: line.received, quantity: line.quantity })}
        </Text>
      </Stack>
      <NumberInput
        size="lg"
        aria-label={receiveTexts.count({ product: line.name })}
        value={count}
        onChange={setCount}
        min={1}
        max={remaining}
        allowDecimal={false}
        allowNegative={false}
        inputMode="numeric"
      />
      <Button
        size="lg"
        className={classes.receiveButton}
        disabled={!valid}
        loading={receive.isPending}
        onClick={submit}
        aria-label={receiveTexts.receiveLabel({ product: line.name })}
      >
        {receiveTexts.receive}
      </Button>
    </Paper>
  );
}
