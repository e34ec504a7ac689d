import { Alert, Button, Checkbox, Group, Loader, Modal, NumberInput, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconInfoCircle, IconLock, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney, type Product, type SupplyList } from '@ssb/contract';
import { ApiError } from '@/lib/api-client';
import { useProducts } from '../api/get-products';
import { schoolListsQueryKey } from '../api/get-school-lists';
import { useSaveListProducts } from '../api/save-list-products';
import { logFailure, useLogFailure } from '../hooks/use-log-failure';
import { SCHOOL_DASHBOARD_TEXTS } from '../texts';
import { listLocks } from '../utils/list-locks';
import { matching, productMappingsOf, selectionOf, selectionTotal, toggled, validQuantity, withQuantity, type Selection } from '../utils/selection';
import classes from './school-dashboard.module.css';

const texts = SCHOOL_DASHBOARD_TEXTS.products;

const priceText = (product: Pick<Product, 'price'>) => (product.price === null ? texts.noPrice : formatMoney(product.price));

/** Spec §2 banners: a published list's price is locked (and its products too once it has orders); a draft is priced from its products. */
function Banner({ list }: { list: SupplyList }) {
  const { productsLocked } = listLocks(list);
  if (list.published) {
    return (
      <Alert color="orange" variant="light" title={texts.publishedBanner} icon={<IconLock size={18} aria-hidden />}>
        {productsLocked ? texts.lockedHint : texts.publishedHint}
      </Alert>
    );
  }
  return (
    <Alert color="indigo" variant="light" title={texts.draftBanner} icon={<IconInfoCircle size={18} aria-hidden />}>
      {texts.draftHint}
    </Alert>
  );
}

/** Read-only: the list's products with their quantities as text. */
function ReadOnlyProducts({ list }: { list: SupplyList }) {
  if (list.productsMappings.length === 0) return <Text c="dimmed">{texts.emptyList}</Text>;
  return (
    <ScrollArea.Autosize mah="45vh" type="auto" offsetScrollbars>
      <ul className={classes.checklist} aria-label={texts.checklist}>
        {list.productsMappings.map(({ productId, quantity, product }) => (
          <li key={productId} className={classes.checkRow}>
            <Text className={classes.checkLabel}>
              {product.name}{' '}
              <Text span c="dimmed" size="sm">
                {priceText(product)}
              </Text>
            </Text>
            <Text fw={600}>{texts.quantityText(quantity)}</Text>
          </li>
        ))}
      </ul>
    </ScrollArea.Autosize>
  );
}

function Checklist({ products, selection, onChange }: { products: Product[]; selection: Selection; onChange: (next: Selection) => void }) {
  const [search, setSearch] = useState('');
  const shown = matching(products, search);
  return (
    <Stack gap="xs">
      <TextInput
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
      />
      <ScrollArea.Autosize mah="40vh" type="auto" offsetScrollbars>
        {shown.length === 0 ? (
          <Text c="dimmed" py="sm">
            {products.length === 0 ? texts.noProducts : texts.noMatch}
          </Text>
        ) : (
          <ul className={classes.checklist} aria-label={texts.checklist}>
            {shown.map((product) => {
              const quantity = selection.get(product.id);
              return (
                <li key={product.id} className={classes.checkRow}>
                  <Checkbox
                    className={classes.checkLabel}
                    checked={quantity !== undefined}
                    onChange={() => onChange(toggled(selection, product.id))}
                    label={
                      <>
                        {product.name}{' '}
                        <Text span c="dimmed" size="sm">
                          {priceText(product)}
                        </Text>
                      </>
                    }
                  />
                  {quantity !== undefined && (
                    <NumberInput
                      className={classes.quantity}
                      size="xs"
                      aria-label={texts.quantity(product.name)}
                      min={1}
                      step={1}
                      allowDecimal={false}
                      allowNegative={false}
                      value={quantity}
                      onChange={(value) => onChange(withQuantity(selection, product.id, value))}
                      onBlur={() => onChange(withQuantity(selection, product.id, validQuantity(quantity)))}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}

interface Props {
  opened: boolean;
  list?: SupplyList;
  onClose: () => void;
}

/**
 * Spec §2 Manage Products dialog. A list that becomes locked while the dialog is open (an
 * order came in, or the server refused the save) turns read-only: quantities as text, Close.
 */
export function ManageProductsDialog({ opened, list, onClose }: Props) {
  const readOnly = list ? listLocks(list).productsLocked : false;
  const title = list ? (readOnly ? texts.viewTitle(list.name) : texts.title(list.name)) : '';
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      {/* The content mounts with each opening, so it starts from the list's saved selection. */}
      {list && <ProductsEditor list={list} readOnly={readOnly} onClose={onClose} />}
    </Modal>
  );
}

function ProductsEditor({ list, readOnly, onClose }: { list: SupplyList; readOnly: boolean; onClose: () => void }) {
  const products = useProducts({ enabled: !readOnly });
  const save = useSaveListProducts();
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<Selection>(() => selectionOf(list));
  useLogFailure('the products did not load', products.error);

  const submit = () =>
    save.mutate(
      { listId: list.id, productMappings: productMappingsOf(selection) },
      {
        // The card's new total is the answer; only a failure gets a notification.
        onSuccess: onClose,
        onError: (error) => {
          logFailure('the products were not saved', error);
          notifications.show({ color: 'red', title: texts.saveFailed, message: error.message });
          // Refused because of the list's state (409): show the list as it now is.
          if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: schoolListsQueryKey(list.schoolId) });
        },
      },
    );

  return (
    <Stack gap="md">
      <Banner list={list} />
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{texts.currentTotal}</Text>
        <Text fw={700} fz="lg" data-testid="current-total">
          {formatMoney(list.totalPrice ?? 0)}
        </Text>
      </Group>

      {readOnly ? (
        <ReadOnlyProducts list={list} />
      ) : products.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{texts.loading}</Text>
        </Group>
      ) : products.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" title={texts.loadFailed}>
          <Button variant="default" size="xs" onClick={() => void products.refetch()}>
            {SCHOOL_DASHBOARD_TEXTS.lists.retry}
          </Button>
        </Alert>
      ) : (
        <>
          <Checklist products={products.data} selection={selection} onChange={setSelection} />
          <Text size="sm" c="dimmed" aria-live="polite">
            {texts.selectedTotal}: {texts.selection(selection.size, selectionTotal(selection, products.data))}
          </Text>
        </>
      )}

      <Group justify="flex-end" gap="sm">
        {readOnly ? (
          <Button onClick={onClose}>{texts.close}</Button>
        ) : (
          <>
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {texts.cancel}
            </Button>
            <Button onClick={submit} disabled={products.isPending || products.isError || save.isPending}>
              {save.isPending ? texts.saving : texts.save}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
