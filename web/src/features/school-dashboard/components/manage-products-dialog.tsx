import { Group, Loader, Modal } from '@mantine/core';
import { Suspense } from 'react';
import { listLocks, type SupplyList } from '@ssb/contract';
import { lazyWithTexts } from '@/lib/i18n/lazy';
import { SCHOOL_DASHBOARD_TEXTS } from '../texts';

const texts = SCHOOL_DASHBOARD_TEXTS.products;

// The products checklist (its quantity, Optional and view inputs, and its texts) loads when a list's products are first opened.
const ProductsEditor = lazyWithTexts(async () => ({ default: (await import('./products-editor')).ProductsEditor }));

interface Props {
  opened: boolean;
  list?: SupplyList;
  onClose: () => void;
}

/**
 * docs/product.md §2 Manage Products dialog. A list that becomes locked while the dialog is open (an
 * order came in, or the server refused the save) turns read-only: quantities as text, Close.
 */
export function ManageProductsDialog({ opened, list, onClose }: Props) {
  const readOnly = list ? listLocks(list).productsLocked : false;
  const title = list ? (readOnly ? texts.viewTitle : texts.title)({ listName: list.name }) : '';
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      {/* The content mounts with each opening, so it starts from the list's saved selection. */}
      {list && (
        <Suspense
          fallback={
            <Group justify="center" py="md">
              <Loader size="sm" />
            </Group>
          }
        >
          <ProductsEditor list={list} readOnly={readOnly} onClose={onClose} />
        </Suspense>
      )}
    </Modal>
  );
}
