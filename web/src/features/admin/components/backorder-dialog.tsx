import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { addDays, formatMoney, type BackorderResponse, type Product } from '@ssb/contract';
import { useProducts } from '@/lib/staff/products';
import { reportFailure } from '@/lib/staff/staff-failures';
import { useBackorderProduct } from '../api/backorder-product';
import { BACKORDER_DIALOG_TEXTS as texts } from '../backorder-dialog-texts';

/** The products that may stand in for `product`: another, priced at least as it is (the API refuses a cheaper one). */
export function substitutesFor(product: Product, products: readonly Product[]): Product[] {
  const price = product.price ?? 0;
  return products.filter((other) => other.id !== product.id && other.price !== null && other.price >= price);
}

/**
 * Puts a product on backorder: its revised date and an optional substitute; answers how many
 * families were told (docs/decisions.md §26, Backorders).
 */
export function BackorderDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const products = useProducts();
  const backorder = useBackorderProduct();
  const tomorrow = addDays(new Date().toISOString().slice(0, 10), 1);
  const [revisedDate, setRevisedDate] = useState(tomorrow);
  const [substituteId, setSubstituteId] = useState('');
  const [told, setTold] = useState<BackorderResponse | null>(null);
  const options = substitutesFor(product, products.data ?? []).map((other) => ({
    value: other.id,
    label: `${other.name} (${formatMoney(other.price ?? 0)})`,
  }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    backorder.mutate(
      { productId: product.id, body: { revisedDate, ...(substituteId ? { substituteProductId: substituteId } : {}) } },
      { onSuccess: setTold, onError: (error) => reportFailure(texts.failed, error) },
    );
  }

  return (
    <Modal opened onClose={onClose} title={texts.title({ name: product.name })}>
      {told ? (
        <Stack gap="md">
          <Text role="status">{texts.told({ count: told.notified })}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{texts.close}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit}>
          <Stack gap="md">
            <Text size="sm">{texts.intro}</Text>
            <TextInput
              type="date"
              required
              label={texts.revisedDate}
              description={texts.revisedDateHint}
              min={tomorrow}
              value={revisedDate}
              onChange={(event) => setRevisedDate(event.currentTarget.value)}
            />
            <NativeSelect
              label={texts.substitute}
              description={texts.substituteHint}
              data={[{ value: '', label: texts.noSubstitute }, ...options]}
              value={substituteId}
              onChange={(event) => setSubstituteId(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {texts.cancel}
              </Button>
              <Button type="submit" loading={backorder.isPending}>
                {texts.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
