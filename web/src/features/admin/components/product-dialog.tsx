import { Button, Fieldset, Group, Modal, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  DEFAULT_TAX_CODE,
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SKU_MAX_LENGTH,
  productForm,
  productTypeNames,
  productTypes,
  TAX_CODE_LENGTH,
  type Product,
  type ProductForm,
  type ProductRequest,
} from '@ssb/contract';
import type { FormEvent } from 'react';
import { useSaveProduct } from '../api/save-product';
import { useSuppliers } from '../api/suppliers';
import { ADMIN_TEXTS } from '../texts';
import { CodeInput } from './code-input';
import { ProductPhotoField } from './product-photo-field';
import { reportFailure } from '@/lib/staff/staff-failures';

const texts = ADMIN_TEXTS.products.dialog;

/** A stored figure as the dialog shows it ('' for none). */
const typed = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * docs/product.md §5: the name is required (empty: nothing is sent, nothing said); a price, if given,
 * is parsed as a decimal; an empty price or description is left out of the payload. The tax code is
 * always sent (the request replaces the whole product). An empty stock field is left out: none (no
 * stock figure: not tracked). The stock figure is the exception: packing and receiving move it while
 * the dialog is open, so one left as `stored` had it is left out (the API keeps the stored figure,
 * which may be below zero) and one emptied is sent as null.
 */
export function productPayload(values: ProductForm, stored?: Product): ProductRequest {
  const description = values.description.trim();
  const price = values.price.trim();
  return {
    name: values.name.trim(),
    ...(description ? { description } : {}),
    ...(price ? { price: Number(price) } : {}),
    productType: values.productType,
    taxCode: values.taxCode.trim(),
    ...stockPayload(values),
    ...stockOnHandPayload(values.stockOnHand.trim(), stored),
  };
}

function stockOnHandPayload(stockOnHand: string, stored: Product | undefined): Pick<ProductRequest, 'stockOnHand'> {
  if (stockOnHand === typed(stored?.stockOnHand)) return {};
  return { stockOnHand: stockOnHand === '' ? null : Number(stockOnHand) };
}

function stockPayload(values: ProductForm): Pick<ProductRequest, 'sku' | 'supplierId' | 'cost' | 'packSize' | 'reorderPoint'> {
  const sku = values.sku.trim();
  const numbers = { cost: values.cost, packSize: values.packSize, reorderPoint: values.reorderPoint };
  return {
    ...(sku ? { sku } : {}),
    ...(values.supplierId ? { supplierId: values.supplierId } : {}),
    ...Object.fromEntries(
      Object.entries(numbers)
        .map(([field, value]) => [field, value.trim()] as const)
        .filter(([, value]) => value !== '')
        .map(([field, value]) => [field, Number(value)]),
    ),
  };
}

const initialValues = (product?: Product): ProductForm => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  price: product?.price === null || product?.price === undefined ? '' : product.price.toFixed(2),
  productType: product?.productType ?? 'INDIVIDUAL',
  taxCode: product?.taxCode ?? DEFAULT_TAX_CODE,
  sku: product?.sku ?? '',
  supplierId: product?.supplierId ?? '',
  cost: product?.cost === undefined ? '' : product.cost.toFixed(2),
  packSize: typed(product?.packSize),
  stockOnHand: typed(product?.stockOnHand),
  reorderPoint: typed(product?.reorderPoint),
});

/**
 * docs/product.md §2: Add/Edit Product. `product` absent: a new product (Create Product), handed to
 * `onCreated` once saved; given: Update Product.
 */
export function ProductDialog({ product, onClose, onCreated }: { product?: Product; onClose: () => void; onCreated?: (created: Product) => void }) {
  const saveProduct = useSaveProduct();
  const suppliers = useSuppliers();
  const form = useForm<ProductForm>({
    initialValues: initialValues(product),
    validate: schemaResolver(productForm(typed(product?.stockOnHand)), { sync: true }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.values.name.trim() || saveProduct.isPending) return;
    form.onSubmit((values) =>
      saveProduct.mutate(
        { productId: product?.id, body: productPayload(values, product) },
        {
          onSuccess: (saved) => {
            if (!product) onCreated?.(saved);
            onClose();
          },
          onError: (error) => reportFailure(texts.saveFailed, error),
        },
      ),
    )(event);
  }

  return (
    <Modal opened onClose={onClose} title={product ? texts.editTitle : texts.createTitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={texts.name} required data-autofocus maxLength={NAME_MAX_LENGTH} {...form.getInputProps('name')} />
          <Textarea label={texts.description} autosize minRows={2} maxLength={DESCRIPTION_MAX_LENGTH} {...form.getInputProps('description')} />
          <ProductPhotoField product={product} />
          <TextInput label={texts.price} type="number" inputMode="decimal" step="0.01" min="0" leftSection="$" {...form.getInputProps('price')} />
          <NativeSelect
            label={texts.type}
            data={productTypes.map((type) => ({ value: type, label: productTypeNames[type] }))}
            {...form.getInputProps('productType')}
          />
          <CodeInput label={texts.taxCode} description={texts.taxCodeHint} maxLength={TAX_CODE_LENGTH} {...form.getInputProps('taxCode')} />
          <Fieldset legend={texts.stockTitle} variant="unstyled">
            <Stack gap="sm">
              <TextInput label={texts.sku} maxLength={SKU_MAX_LENGTH} {...form.getInputProps('sku')} />
              <NativeSelect
                label={texts.supplier}
                data={[{ value: '', label: texts.noSupplier }, ...(suppliers.data ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name }))]}
                {...form.getInputProps('supplierId')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput
                  label={texts.cost}
                  description={texts.costHint}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  leftSection="$"
                  {...form.getInputProps('cost')}
                />
                <TextInput label={texts.packSize} type="number" inputMode="numeric" step="1" min="1" {...form.getInputProps('packSize')} />
                <TextInput
                  label={texts.stockOnHand}
                  description={texts.stockHint}
                  type="number"
                  inputMode="numeric"
                  step="1"
                  min="0"
                  {...form.getInputProps('stockOnHand')}
                />
                <TextInput label={texts.reorderPoint} type="number" inputMode="numeric" step="1" min="0" {...form.getInputProps('reorderPoint')} />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button type="submit" loading={saveProduct.isPending}>
              {product ? texts.update : texts.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
