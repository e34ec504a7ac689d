import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notify } from '@/lib/ui/notify';
import { IconAlertCircle, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney, listLockMessages, listLocks, productTypeNames, type SupplyList } from '@ssb/contract';
import { ProductChecklist, type ProductChecklistTexts } from '@/components/catalog/product-checklist';
import { ChecklistFooter } from '@/components/catalog/checklist-footer';
import { selectionOfList, toMappings, totalAfterSave, type ProductSelection } from '@/components/catalog/product-selection';
import { ApiError } from '@/lib/api/api-client';
import { useSaveListProducts } from '../api/save-list-products';
import { logFailure, useLoggedFailure } from '@/lib/staff/staff-failures';
import { SCHOOL_DASHBOARD_TEXTS } from '../texts';
import { useProducts } from '@/lib/staff/products';
import { queryKeys } from '@/lib/api/query-keys';

const texts = SCHOOL_DASHBOARD_TEXTS.products;
/** The checklist's words in the page's language, read as it renders; `marksLocked`: a published list's marks, which are the administrator's. */
const checklistTexts = (marksLocked = false): ProductChecklistTexts => ({
  label: texts.checklist,
  quantity: texts.quantityField,
  quantityLabel: (productName) => texts.quantity({ productName }),
  noPrice: texts.noPrice,
  optional: {
    label: texts.optional.label,
    switchLabel: (productName) => texts.optional.switchLabel({ productName }),
    shared: (productType) => texts.optional.shared({ type: productTypeNames[productType] }),
    hint: marksLocked ? listLockMessages.optionalMarks : texts.optional.hint,
  },
});

/** docs/product.md §2 banners: a published list's price is locked (and its products too once it has orders); a draft is priced from its products. */
function Banner({ list }: { list: SupplyList }) {
  const { productsLocked } = listLocks(list);
  if (list.published) {
    return (
      <Alert color="orange" variant="light" title={texts.publishedBanner} icon={<IconLock size={18} aria-hidden />}>
        {productsLocked ? listLockMessages.productsLocked : texts.publishedHint}
      </Alert>
    );
  }
  return (
    <Alert color="indigo" variant="light" title={texts.draftBanner} icon={<IconInfoCircle size={18} aria-hidden />}>
      {texts.draftHint}
    </Alert>
  );
}

/** The dialog's content: the banner, the list's total, its products to choose (or read) and the buttons. */
export function ProductsEditor({ list, readOnly, onClose }: { list: SupplyList; readOnly: boolean; onClose: () => void }) {
  const products = useProducts({ enabled: !readOnly });
  const save = useSaveListProducts();
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<ProductSelection>(() => selectionOfList(list));
  const { optionalMarksLocked } = listLocks(list);
  useLoggedFailure('the products', products.error);

  const submit = () =>
    save.mutate(
      { listId: list.id, productMappings: toMappings(selection) },
      {
        // The card's new total is the answer; only a failure gets a notification.
        onSuccess: onClose,
        onError: (error) => {
          logFailure('Saving the products', error);
          notify({ color: 'red', title: texts.saveFailed, message: error.message });
          // Refused because of the list's state (409): show the list as it now is.
          if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.staffLists(list.schoolId) });
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
        <ProductChecklist
          readOnly
          products={list.productsMappings.map((mapping) => mapping.product)}
          selection={selectionOfList(list)}
          texts={{ ...checklistTexts(), quantityText: (quantity) => texts.quantityText({ quantity }), empty: texts.emptyList }}
        />
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
        <ProductChecklist
          products={products.data}
          selection={selection}
          onChange={setSelection}
          optionalLocked={optionalMarksLocked}
          texts={{
            ...checklistTexts(optionalMarksLocked),
            empty: texts.noProducts,
            search: { label: texts.search, placeholder: texts.searchPlaceholder, noMatch: texts.noMatch },
          }}
        />
      )}

      <ChecklistFooter totalAfterSave={readOnly || !products.isSuccess ? undefined : totalAfterSave(list, selection, products.data)}>
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
      </ChecklistFooter>
    </Stack>
  );
}
