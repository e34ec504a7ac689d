import { ActionIcon, Badge, Checkbox, Group, NumberInput, Paper, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconMinus, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMoney, MAX_QUANTITY, mayBeOptional, type Product, type ProductType } from '@ssb/contract';
import { matching, setOptional, setQuantity, toggleProduct, type ProductSelection } from './product-selection';
import { PRODUCT_CHECKLIST_TEXTS as ownTexts } from './texts';
import { ProductThumbnail } from './product-thumbnail';
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
  /** "Already have it": a chosen Individual product may be marked optional. */
  optional: {
    /** The switch's visible label, and the mark in read-only mode. */
    label: string;
    /** The switch's accessible name. */
    switchLabel: (productName: string) => string;
    /** In place of the switch on a chosen Classroom or School Wide product: why it has none. */
    shared: (productType: ProductType) => string;
    /** Above the products: what the mark does. */
    hint: string;
  };
}

type ChecklistProduct = Pick<Product, 'id' | 'name' | 'price' | 'thumbnailUrl'>;

type ProductChecklistProps = {
  selection: ProductSelection;
} & (
  | {
      /** Their type says whether they may be optional. */
      products: readonly Pick<Product, 'id' | 'name' | 'price' | 'productType' | 'thumbnailUrl'>[];
      texts: ProductChecklistTexts;
      onChange: (selection: ProductSelection) => void;
      readOnly?: false;
      /** The marks are not the editor's to change (a published list in the school dashboard): shown, with no switch. */
      optionalLocked?: boolean;
    }
  | {
      products: readonly ChecklistProduct[];
      texts: ProductChecklistTexts & Required<Pick<ProductChecklistTexts, 'quantityText'>>;
      readOnly: true;
      onChange?: never;
    }
);

/**
 * docs/product.md §2: the products of a list to choose, each a card with its thumbnail and price; a checked product
 * gets a Quantity input (min 1, step 1, default 1), scrolling within the dialog, and, when it
 * is Individual, a switch that marks it optional (the mark alone when the marks are locked).
 * All of them or just the checked ones are shown, so a few chosen among hundreds stay in reach. Read-only, it shows just the chosen
 * products with their quantities and marks as text. The admin's Manage Products & Note
 * dialog and the school dashboard's Manage Products dialog both use it.
 */
export function ProductChecklist(props: ProductChecklistProps) {
  const { products, selection, texts } = props;
  const [search, setSearch] = useState('');
  const [onlySelected, setOnlySelected] = useState(false);
  const price = (product: ChecklistProduct) => (product.price === null ? texts.noPrice : formatMoney(product.price));

  const cards = props.readOnly
    ? props.products
        .filter((product) => selection.has(product.id))
        .map((product) => {
          const chosen = selection.get(product.id)!;
          return (
            <Paper key={product.id} component="li" withBorder p="sm" radius="md">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ProductThumbnail name={product.name} url={product.thumbnailUrl} />
                <div>
                  <Text fw={600} size="sm">
                    {product.name}
                  </Text>
                  <Text c="dimmed" size="sm">
                    {price(product)}
                  </Text>
                </div>
              </Group>
              <Group gap="xs" mt="xs">
                <Text fw={600} size="sm">
                  {props.texts.quantityText(chosen.quantity)}
                </Text>
                {chosen.optional && <OptionalBadge label={texts.optional.label} />}
              </Group>
            </Paper>
          );
        })
    : matching(onlySelected ? props.products.filter((product) => selection.has(product.id)) : props.products, search).map((product) => {
        const chosen = selection.get(product.id);
        const { onChange } = props;
        return (
          <Paper key={product.id} component="li" withBorder p="sm" radius="md" className={classes.card} data-checked={chosen !== undefined || undefined}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ProductThumbnail name={product.name} url={product.thumbnailUrl} />
              <Checkbox
                size="md"
                checked={chosen !== undefined}
                onChange={() => onChange(toggleProduct(selection, product.id))}
                label={
                  <Text fw={600} size="sm">
                    {product.name}
                  </Text>
                }
                description={price(product)}
              />
            </Group>
            {chosen && (
              <Group mt="xs" gap="md" align="flex-end">
                <QuantityInput
                  label={texts.quantity}
                  productName={product.name}
                  accessibleName={texts.quantityLabel(product.name)}
                  quantity={chosen.quantity}
                  onChange={(value) => onChange(setQuantity(selection, product.id, value))}
                />
                {mayBeOptional(product.productType) ? (
                  props.optionalLocked ? (
                    chosen.optional && <OptionalBadge label={texts.optional.label} />
                  ) : (
                    <Switch
                      size="md"
                      className={classes.optional}
                      classNames={{ input: classes.switchInput, track: classes.switchTrack }}
                      label={texts.optional.label}
                      aria-label={texts.optional.switchLabel(product.name)}
                      checked={chosen.optional}
                      onChange={(event) => onChange(setOptional(selection, product.id, event.currentTarget.checked))}
                    />
                  )
                ) : (
                  <Text size="xs" c="dimmed" className={classes.optional}>
                    {texts.optional.shared(product.productType)}
                  </Text>
                )}
              </Group>
            )}
          </Paper>
        );
      });
  const emptyText =
    onlySelected && selection.size === 0 ? ownTexts.views.noneSelected : products.length > 0 && cards.length === 0 ? texts.search?.noMatch : texts.empty;

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
      {!props.readOnly && products.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {texts.optional.hint}
          </Text>
          <SegmentedControl
            aria-label={ownTexts.views.label}
            data={[
              { value: 'all', label: ownTexts.views.all },
              { value: 'selected', label: ownTexts.views.selected({ count: selection.size }) },
            ]}
            value={onlySelected ? 'selected' : 'all'}
            onChange={(value) => setOnlySelected(value === 'selected')}
          />
        </>
      )}
      {cards.length === 0 ? (
        emptyText && (
          <Text c="dimmed" py="sm">
            {emptyText}
          </Text>
        )
      ) : (
        // Read-only, nothing inside can take the focus: the list itself does, to scroll by keyboard.
        <ul aria-label={texts.label} className={classes.list} tabIndex={props.readOnly ? 0 : undefined}>
          {cards}
        </ul>
      )}
    </Stack>
  );
}

/** The mark of an optional product where it cannot be changed. */
function OptionalBadge({ label }: { label: string }) {
  return (
    <Badge variant="light" radius="sm" tt="none">
      {label}
    </Badge>
  );
}

/**
 * Takes whole numbers as they are typed; a field left empty goes back to 1 when it loses focus
 * (docs/product.md §5). − and + step it within 1…MAX_QUANTITY, each as tall as the field: 36 px (WCAG 2.5.8 asks 24).
 */
function QuantityInput({
  label,
  productName,
  accessibleName,
  quantity,
  onChange,
}: {
  label: string;
  productName: string;
  accessibleName: string;
  quantity: number;
  onChange: (quantity: unknown) => void;
}) {
  const [text, setText] = useState<string | number>(quantity);
  const step = (by: 1 | -1) => {
    setText(quantity + by);
    onChange(quantity + by);
  };
  return (
    <Group gap={4} align="flex-end" wrap="nowrap">
      <ActionIcon variant="default" size={36} aria-label={ownTexts.decrease({ productName })} disabled={quantity <= 1} onClick={() => step(-1)}>
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <NumberInput
        label={label}
        aria-label={accessibleName}
        w={64}
        hideControls
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
      <ActionIcon variant="default" size={36} aria-label={ownTexts.increase({ productName })} disabled={quantity >= MAX_QUANTITY} onClick={() => step(1)}>
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
