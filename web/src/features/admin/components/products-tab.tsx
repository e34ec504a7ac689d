import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { formatMoney, productTypeNames, type Product, type ProductType } from '@ssb/contract';
import { useLoggedFailure } from '@/lib/staff/staff-failures';
import { ADMIN_TEXTS } from '../texts';
import classes from './admin-page.module.css';
import { useProductPages } from '../api/catalog-pages';
import { CardGrid, useAddedCard } from './card-grid';
import { ProductThumbnail } from '@/components/catalog/product-thumbnail';
import { useReturnFocus } from '@/lib/ui/use-return-focus';
import { lazyWithTexts } from '@/lib/i18n/lazy';

// Loaded when first opened, with its stock and photo fields' texts: the dashboard's first download stays within its budget.
const ProductDialog = lazyWithTexts(async () => ({ default: (await import('./product-dialog')).ProductDialog }));

// Opened now and then: its code loads with its first opening.
const BackorderDialog = lazy(() => import('./backorder-dialog').then((module) => ({ default: module.BackorderDialog })));

const texts = ADMIN_TEXTS.products;
const typeColors: Record<ProductType, string> = { INDIVIDUAL: 'blue.8', CLASSROOM: 'grape.8', SCHOOL_WIDE: 'teal.9' };

/** The badge of a product type; a type this screen does not know reads 'Unknown' (docs/product.md §2). */
export function typeBadge(type: string): { label: string; color: string } {
  return type in typeColors
    ? { label: productTypeNames[type as ProductType], color: typeColors[type as ProductType] }
    : { label: productTypeNames.unknown, color: 'gray.7' };
}

/** docs/product.md §2 Products: 'Add Product' and a card per product: its thumbnail, type, price, and how many lists use it. */
export function ProductsTab() {
  const products = useProductPages();
  useLoggedFailure('products', products.error);
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [backordering, setBackordering] = useState<Product | null>(null);
  const added = useAddedCard<Product>();
  useReturnFocus(editing !== null || backordering !== null);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {texts.heading}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {texts.add}
        </Button>
      </Group>
      <CardGrid
        pending={products.isPending}
        items={products.items}
        pagination={products.pagination}
        label={texts.heading}
        texts={texts}
        keyOf={(item) => item.id}
        nameOf={(item) => item.name}
        pinned={added.pinned}
      >
        {(product) => <ProductCard product={product} onEdit={() => setEditing(product)} onBackorder={() => setBackordering(product)} />}
      </CardGrid>
      <Suspense fallback={null}>
        {editing && (
          <ProductDialog
            key={editing === 'new' ? 'new' : editing.id}
            product={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(null)}
            onCreated={added.onCreated}
          />
        )}
        {backordering && <BackorderDialog key={backordering.id} product={backordering} onClose={() => setBackordering(null)} />}
      </Suspense>
    </Stack>
  );
}

function ProductCard({ product, onEdit, onBackorder }: { product: Product; onEdit: () => void; onBackorder: () => void }) {
  const titleId = `product-${product.id}`;
  const badge = typeBadge(product.productType);
  return (
    <Paper component="article" withBorder p="md" h="100%" aria-labelledby={titleId}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group align="flex-start" wrap="nowrap" gap="sm" miw={0}>
            <ProductThumbnail name={product.name} url={product.thumbnailUrl} size={48} />
            <Title order={3} size="h4" id={titleId} className={classes.breakable}>
              {product.name}
            </Title>
          </Group>
          <Badge color={badge.color} variant="filled" tt="none" style={{ flex: 'none' }}>
            {badge.label}
          </Badge>
        </Group>
        {product.description && (
          <Text size="sm" c="dimmed" className={classes.breakable}>
            {product.description}
          </Text>
        )}
        <Text fw={700}>{product.price === null ? texts.noPrice : formatMoney(product.price)}</Text>
        <Text size="sm">{texts.usedIn({ count: product.supplyListCount ?? 0 })}</Text>
        <Group mt="auto" pt="xs">
          <Button size="xs" variant="light" onClick={onEdit} aria-label={texts.editLabel({ name: product.name })}>
            {texts.edit}
          </Button>
          <Button size="xs" variant="default" onClick={onBackorder} aria-label={texts.backorder.openLabel({ name: product.name })}>
            {texts.backorder.open}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
