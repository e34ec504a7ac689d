import { Checkbox, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMoney, MAX_QUANTITY, type Product } from '@ssb/contract';
import { matching, setQuantity, toggleProduct, type ProductSelection } from './product-selection';
import classes from './product-checklist.module.css';

export interface ProductChecklistTexts {
  /** Names the list of products. */
  label: string;
  quantity: string;
  quantityLabel: (productName: string) => string;
  noPrice: string;
  /** Read-only mode: a chosen product's quantity. */
  quantityText?: (quantity: number) => string;
  /** In place of the list when there is no product to show. */
  empty?: string;
  /** With these, a search field above the list filters the products by name. */
  search?: { label: string; placeholder: string; noMatch: string };
}

type ChecklistProduct = Pick<Product, 'id' | 'name' | 'price'>;

type ProductChecklistProps = {
  products: readonly ChecklistProduct[];
  selection: ProductSelection;
} & (
  | { texts: ProductChecklistTexts; onChange: (selection: ProductSelection) => void; readOnly?: false }
  | { texts: ProductChecklistTexts & Required<Pick<ProductChecklistTexts, 'quantityText'>>; readOnly: true; onChange?: never }
);

/**
 * Spec §2: the products of a list to choose, each a card with its price; a checked product
 * gets a Quantity input (min 1, step 1, default 1), scrolling within the dialog. Read-only,
 * it shows just the chosen products with their quantities as text. The admin's Manage
 * Products & Note dialog and the school dashboard's Manage Products dialog both use it.
 */
export function ProductChecklist(props: ProductChecklistProps) {
  const { products, selection, texts } = props;
  const [search, setSearch] = useState('');
  const shown = props.readOnly ? products.filter((product) => selection.has(product.id)) : matching(products, search);
  const emptyText = products.length > 0 && shown.length === 0 ? texts.search?.noMatch : texts.empty;
  const price = (product: ChecklistProduct) => (product.price === null ? texts.noPrice : formatMoney(product.price));

  return (
    <Stack gap="xs">
      {texts.search && !props.readOnly && (
        <TextInput
          type="search"
          label={texts.search.label}
          placeholder={texts.search.placeholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      )}
      {shown.length === 0 ? (
        emptyText && (
          <Text c="dimmed" py="sm">
            {emptyText}
          </Text>
        )
      ) : (
        // Read-only, nothing inside can take the focus: the list itself does, to scroll by keyboard.
        <ul aria-label={texts.label} className={classes.list} tabIndex={props.readOnly ? 0 : undefined}>
          {shown.map((product) => {
            const quantity = selection.get(product.id);
            if (props.readOnly) {
              return (
                <Paper key={product.id} component="li" withBorder p="sm" radius="md">
                  <Text fw={600} size="sm">
                    {product.name}
                  </Text>
                  <Text c="dimmed" size="sm">
                    {price(product)}
                  </Text>
                  <Text fw={600} size="sm" mt="xs">
                    {props.texts.quantityText(quantity!)}
                  </Text>
                </Paper>
              );
            }
            const { onChange } = props;
            return (
              <Paper key={product.id} component="li" withBorder p="sm" radius="md" className={classes.card} data-checked={quantity !== undefined || undefined}>
                <Checkbox
                  checked={quantity !== undefined}
                  onChange={() => onChange(toggleProduct(selection, product.id))}
                  label={
                    <Text fw={600} size="sm">
                      {product.name}
                    </Text>
                  }
                  description={price(product)}
                />
                {quantity !== undefined && (
                  <QuantityInput
                    label={texts.quantity}
                    accessibleName={texts.quantityLabel(product.name)}
                    quantity={quantity}
                    onChange={(value) => onChange(setQuantity(selection, product.id, value))}
                  />
                )}
              </Paper>
            );
          })}
        </ul>
      )}
    </Stack>
  );
}

/** Takes whole numbers as they are typed; a field left empty goes back to 1 when it loses focus (spec §5). */
function QuantityInput({
  label,
  accessibleName,
  quantity,
  onChange,
}: {
  label: string;
  accessibleName: string;
  quantity: number;
  onChange: (quantity: unknown) => void;
}) {
  const [text, setText] = useState<string | number>(quantity);
  return (
    <NumberInput
      mt="xs"
      label={label}
      aria-label={accessibleName}
      size="xs"
      w={110}
      min={1}
      max={MAX_QUANTITY}
      step={1}
      allowDecimal={false}
      allowNegative={false}
      value={text}
      onChange={(value) => {
        setText(value);
        if (value !== '') onChange(value);
      }}
      onBlur={() => {
        if (text === '' || Number(text) < 1) {
          setText(1);
          onChange(1);
        }
      }}
    />
  );
}
