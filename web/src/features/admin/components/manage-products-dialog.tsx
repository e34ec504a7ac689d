import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { NOTE_MAX_LENGTH, productTypeNames, type SupplyList } from '@ssb/contract';
import { ProductChecklist } from '@/components/catalog/product-checklist';
import { ChecklistFooter } from '@/components/catalog/checklist-footer';
import { selectionOfList, toMappings, totalAfterSave } from '@/components/catalog/product-selection';
import { useNarrowerThan } from '@/lib/ui/use-narrower-than';
import { specBreakpoints } from '@/theme';
import { useSaveListProducts } from '../api/save-list-products';
import { useLoggedFailure } from '@/lib/staff/staff-failures';
import { LIST_PRODUCTS_TEXTS as texts } from '../list-products-texts';
import { reportFailure } from '@/lib/staff/staff-failures';
import { LoadingCards } from './loading-cards';
import { useProducts } from '@/lib/staff/products';

/** docs/product.md §2: the Manage Products & Note dialog: the note customers see, and the list's products with their quantities. */
export function ManageProductsDialog({ list, onClose }: { list: SupplyList; onClose: () => void }) {
  const products = useProducts();
  useLoggedFailure('products', products.error);
  const save = useSaveListProducts();
  const [note, setNote] = useState(list.note);
  const [selection, setSelection] = useState(() => selectionOfList(list));
  // In the dashboard's mobile layout this dialog takes the whole screen.
  const phone = useNarrowerThan(specBreakpoints.adminMobile);

  function submit() {
    save.mutate(
      { listId: list.id, productMappings: toMappings(selection), note: note.trim() === list.note ? undefined : note.trim() },
      { onSuccess: onClose, onError: (error) => reportFailure(texts.saveFailed, error) },
    );
  }

  return (
    <Modal opened onClose={onClose} title={texts.title({ name: list.name })} size="xl" fullScreen={phone}>
      <Stack gap="md">
        <Textarea
          label={texts.note}
          placeholder={texts.notePlaceholder}
          autosize
          minRows={2}
          maxLength={NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Text fw={600} size="sm" aria-live="polite">
          {texts.selected({ count: selection.size })}
        </Text>
        {products.isPending ? (
          <LoadingCards label={texts.loading} />
        ) : (
          <ProductChecklist
            products={products.data ?? []}
            selection={selection}
            onChange={setSelection}
            texts={{
              label: texts.productsLabel,
              quantity: texts.quantity,
              quantityLabel: (name) => texts.quantityLabel({ name }),
              noPrice: texts.noPrice,
              search: { label: texts.search, placeholder: texts.searchPlaceholder, noMatch: texts.noMatch },
              optional: {
                label: texts.optional.label,
                switchLabel: (name) => texts.optional.switchLabel({ name }),
                shared: (type) => texts.optional.shared({ type: productTypeNames[type] }),
                hint: texts.optional.hint,
              },
            }}
          />
        )}
        <ChecklistFooter totalAfterSave={products.isSuccess ? totalAfterSave(list, selection, products.data) : undefined}>
          <Button variant="default" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {texts.save({ count: selection.size })}
          </Button>
        </ChecklistFooter>
      </Stack>
    </Modal>
  );
}
