import { Checkbox, Group, NumberInput, Paper, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney, MAX_QUANTITY, type Product } from '@ssb/contract';
import { setQuantity, toggleProduct, type ProductSelection } from './product-selection';
import classes from './product-checklist.module.css';

export interface ProductChecklistTexts {
  /** Names the group of products. */
  label: string;
  quantity: string;
  quantityLabel: (productName: string) => string;
  noPrice: string;
}

interface ProductChecklistProps {
  products: readonly Product[];
  selection: ProductSelection;
  onChange: (selection: ProductSelection) => void;
  texts: ProductChecklistTexts;
}

/**
 * Every product as a card to check, with its price; a checked product gets a Quantity input
 * (min 1, step 1, spec §2). The admin's Manage Products & Note dialog and the school
 * dashboard's Manage Products dialog both choose a list's products with it.
 */
export function ProductChecklist({ products, selection, onChange, texts }: ProductChecklistProps) {
  return (
    <div role="group" aria-label={texts.label} className={classes.scroller}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {products.map((product) => {
          const quantity = selection.get(product.id);
          const checked = quantity !== undefined;
          return (
            <Paper key={product.id} withBorder p="sm" radius="md" className={classes.card} data-checked={checked || undefined}>
              <Checkbox
                checked={checked}
                onChange={() => onChange(toggleProduct(selection, product.id))}
                label={<Text fw={600} size="sm">{product.name}</Text>}
                description={product.price === null ? texts.noPrice : formatMoney(product.price)}
              />
              {checked && (
                <Group mt="xs" gap="xs" align="center">
                  <QuantityInput
                    label={texts.quantity}
                    accessibleName={texts.quantityLabel(product.name)}
                    quantity={quantity}
                    onChange={(value) => onChange(setQuantity(selection, product.id, value))}
                  />
                </Group>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
    </div>
  );
}

/** Takes whole numbers as they are typed; a field left empty goes back to 1 when it loses focus (spec §5). */
function QuantityInput({ label, accessibleName, quantity, onChange }: { label: string; accessibleName: string; quantity: number; onChange: (quantity: unknown) => void }) {
  const [text, setText] = useState<string | number>(quantity);
  return (
    <NumberInput
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
