import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notify } from '@/lib/ui/notify';
import { notifyUndoable } from '@/lib/staff/notify-undoable';
import { formatMoney, type SupplyList } from '@ssb/contract';
import { lazyWithTexts } from '@/lib/i18n/lazy';
import { parsePrice } from '@/lib/staff/staff-inputs';
import { useListPages } from '../api/catalog-pages';
import { useSetListPrice } from '../api/set-list-price';
import { useSetListPublished } from '../api/set-list-published';
import { useLoggedFailure } from '@/lib/staff/staff-failures';
import { ADMIN_TEXTS } from '../texts';
import { reportFailure } from '@/lib/staff/staff-failures';
import classes from './admin-page.module.css';
import { CardGrid } from './card-grid';
import { SchoolFilter } from './school-filter';
import { useSchools } from '@/lib/staff/schools';
import { useReturnFocus } from '@/lib/ui/use-return-focus';

const texts = ADMIN_TEXTS.supplyLists;

// The products checklist (with its quantity and Optional inputs, and the dialog's texts) loads when a list's products are first managed.
const ManageProductsDialog = lazyWithTexts(async () => ({ default: (await import('./manage-products-dialog')).ManageProductsDialog }));
const SendBackDialog = lazyWithTexts(async () => ({ default: (await import('./send-back-dialog')).SendBackDialog }));

/** The address's word for the lists waiting for review (`?tab=supply-lists&review=waiting`, the e-mail's link). */
const WAITING = 'waiting';

/**
 * docs/product.md §2 Supply Lists: every list (drafts too), filtered by school, with its price, publishing
 * and products; or only the drafts representatives submitted for review. By name, a page at a time.
 */
export function SupplyListsTab() {
  const [schoolId, setSchoolId] = useState('');
  const [params, setParams] = useSearchParams();
  const awaitingReview = params.get('review') === WAITING;
  const schools = useSchools();
  const lists = useListPages({ schoolId: schoolId || undefined, awaitingReview });
  useLoggedFailure('supply lists', lists.error);
  const [managing, setManaging] = useState<SupplyList | null>(null);
  const heading = texts.heading({ count: lists.items?.length ?? 0 });
  useReturnFocus(managing !== null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3">
          {heading}
        </Title>
        <SchoolFilter label={texts.filter} allLabel={texts.allSchools} schools={schools.data ?? []} value={schoolId} onChange={setSchoolId} />
        <NativeSelect
          label={texts.show}
          value={awaitingReview ? WAITING : ''}
          onChange={(event) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (event.currentTarget.value === WAITING) next.set('review', WAITING);
                else next.delete('review');
                return next;
              },
              { replace: true },
            )
          }
          data={[
            { value: '', label: texts.allLists },
            { value: WAITING, label: texts.awaitingReview },
          ]}
          miw={200}
        />
      </Group>
      <CardGrid
        pending={lists.isPending}
        items={lists.items}
        pagination={lists.pagination}
        label={heading}
        texts={texts}
        keyOf={(item) => item.id}
        nameOf={(item) => item.name}
      >
        {(list) => <SupplyListCard list={list} onManage={() => setManaging(list)} />}
      </CardGrid>
      {managing && (
        <Suspense fallback={null}>
          <ManageProductsDialog key={managing.id} list={managing} onClose={() => setManaging(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

const priceText = (price: number | null) => (price === null ? '' : price.toFixed(2));

function SupplyListCard({ list, onManage }: { list: SupplyList; onManage: () => void }) {
  const titleId = `list-${list.id}`;
  const setPublished = useSetListPublished();
  const publishAction = list.published ? texts.unpublish : texts.publish;
  const [sendingBack, setSendingBack] = useState(false);

  /**
   * Publishes or unpublishes the list and says so, with Undo to take it back. Through the promise,
   * not mutate's callbacks: under "Waiting for review" the published list leaves the page, and
   * an unmounted card's callbacks never run, which left the publishing unconfirmed.
   */
  function publish(published: boolean) {
    const action = published ? texts.publish : texts.unpublish;
    setPublished.mutateAsync({ listId: list.id, published }).then(
      () =>
        notifyUndoable({
          color: 'teal',
          message: (published ? texts.publishedSaved : texts.unpublishedSaved)({ name: list.name }),
          undoLabel: texts.undo,
          onUndo: () => publish(!published),
        }),
      (error: unknown) => reportFailure(texts.publishFailed({ action, name: list.name }), error),
    );
  }

  return (
    <Paper component="article" withBorder p="md" h="100%" aria-labelledby={titleId}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div className={classes.breakable}>
            <Title order={3} size="h4" id={titleId}>
              {list.name}
            </Title>
            <Text size="sm" c="dimmed">
              {list.school.name}
            </Text>
          </div>
          <Stack gap={4} align="flex-end" style={{ flex: 'none' }}>
            <Badge color={list.published ? '#2b7a3b' : 'gray.7'} variant="filled" tt="none">
              {list.published ? texts.published : texts.draft}
            </Badge>
            {list.awaitingReview && (
              <Badge color="violet" variant="light" tt="none">
                {texts.awaitingReview}
              </Badge>
            )}
          </Stack>
        </Group>
        {/* Remounted when the saved price changes, so the field starts from it. */}
        <InlinePrice key={priceText(list.totalPrice)} list={list} />
        <Group gap="xs">
          <Badge variant="light" color="indigo" tt="none">
            {texts.itemCount({ count: list.productsMappings.length })}
          </Badge>
          {list.optionalCount > 0 && (
            <Badge variant="light" color="teal" tt="none">
              {texts.optionalCount({ count: list.optionalCount })}
            </Badge>
          )}
          <Badge variant="light" color="gray" tt="none">
            {texts.orderCount({ count: list.orderCount ?? 0 })}
          </Badge>
        </Group>
        <Group gap="xs" mt="auto" pt="xs">
          <Button size="xs" variant="light" onClick={onManage} aria-label={texts.manageLabel({ name: list.name })}>
            {texts.manage}
          </Button>
          <Button
            size="xs"
            variant={list.published ? 'default' : 'filled'}
            loading={setPublished.isPending}
            aria-label={texts.publishLabel({ action: publishAction, name: list.name })}
            onClick={() => publish(!list.published)}
          >
            {publishAction}
          </Button>
          {list.awaitingReview && (
            <Button size="xs" variant="default" aria-label={texts.sendBack.label({ name: list.name })} onClick={() => setSendingBack(true)}>
              {texts.sendBack.action}
            </Button>
          )}
        </Group>
        {sendingBack && (
          <Suspense fallback={null}>
            <SendBackDialog list={list} onClose={() => setSendingBack(false)} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * docs/product.md §2, §5: the list's price, saved when the field loses focus; not a number or negative, it
 * is ignored, and the field says so. A save is confirmed (the field starts again from the saved price).
 */
function InlinePrice({ list }: { list: SupplyList }) {
  const setPrice = useSetListPrice();
  const [text, setText] = useState(priceText(list.totalPrice));
  const [ignored, setIgnored] = useState(false);

  function commit() {
    const price = parsePrice(text);
    if (price === null || price === list.totalPrice) {
      setIgnored(price === null && text !== priceText(list.totalPrice));
      setText(priceText(list.totalPrice));
      return;
    }
    setIgnored(false);
    setText(price.toFixed(2));
    setPrice.mutate(
      { listId: list.id, totalPrice: price },
      {
        onSuccess: () => notify({ color: 'green', message: texts.priceSaved({ name: list.name, price: formatMoney(price) }) }),
        onError: (error) => {
          reportFailure(texts.priceFailed({ name: list.name }), error);
          setText(priceText(list.totalPrice));
        },
      },
    );
  }

  return (
    <TextInput
      label={texts.price}
      aria-label={texts.priceLabel({ name: list.name })}
      type="number"
      inputMode="decimal"
      step="0.01"
      min="0"
      leftSection="$"
      w={160}
      size="sm"
      value={text}
      placeholder={list.totalPrice === null ? '0.00' : undefined}
      error={ignored ? texts.priceIgnored : undefined}
      onChange={(event) => {
        setIgnored(false);
        setText(event.currentTarget.value);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
      disabled={setPrice.isPending}
    />
  );
}
