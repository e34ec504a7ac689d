import { Modal, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { ProductMapping } from '@ssb/contract';
import { ProductThumbnail } from '@/components/catalog/product-thumbnail';
import { ORDER_TEXTS } from '../order-texts';
import classes from './item-photo.module.css';

type Pictured = Pick<ProductMapping['product'], 'name' | 'photoUrl' | 'thumbnailUrl'>;

/** An item's thumbnail; one with a photo is a button that opens it larger (`onOpen`). */
export function ItemThumbnail({ product, onOpen }: { product: Pictured; onOpen: () => void }) {
  if (!product.thumbnailUrl || !product.photoUrl) return <ProductThumbnail name={product.name} url={product.thumbnailUrl} size={48} />;
  return (
    <UnstyledButton className={classes.opener} onClick={onOpen} aria-label={ORDER_TEXTS.order.showPhoto({ product: product.name })}>
      <ProductThumbnail name={product.name} url={product.thumbnailUrl} size={48} />
    </UnstyledButton>
  );
}

/** The item's 960 px photo, named by the product; Escape or the close button closes it and gives the focus back to its thumbnail. */
export function LargePhoto({ product, onClose }: { product: Pictured | null; onClose: () => void }) {
  // While it fades out on closing, the dialog keeps the photo and the name it was opened with.
  const [last, setLast] = useState(product);
  if (product && product !== last) setLast(product);
  const shown = product ?? last;
  return (
    <Modal opened={product !== null} onClose={onClose} title={shown?.name} size="lg" centered>
      {shown?.photoUrl && <img className={classes.large} src={shown.photoUrl} alt={shown.name} width={960} height={960} />}
    </Modal>
  );
}
