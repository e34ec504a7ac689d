import { Button, FileButton, Fieldset, Group, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { PHOTO_TYPES, photoRefusal, type Product } from '@ssb/contract';
import { ProductThumbnail } from '@/components/catalog/product-thumbnail';
import { ApiError } from '@/lib/api/api-client';
import { reportFailure } from '@/lib/staff/staff-failures';
import { useSetProductPhoto } from '../api/product-photo';
import { ADMIN_TEXTS } from '../texts';

const texts = ADMIN_TEXTS.products.dialog.photo;

/**
 * The product dialog's photo: put (a JPEG, PNG or WebP up to 5 MB, judged here with the API's own
 * texts before it is sent) or removed at once, apart from Update Product. A new product has none
 * until it is created.
 */
export function ProductPhotoField({ product }: { product?: Product }) {
  return (
    <Fieldset legend={texts.label} variant="unstyled">
      {product ? (
        <PhotoControls product={product} />
      ) : (
        <Text size="sm" c="dimmed">
          {texts.afterSave}
        </Text>
      )}
    </Fieldset>
  );
}

function PhotoControls({ product }: { product: Product }) {
  const setPhoto = useSetProductPhoto();
  const [thumbnailUrl, setThumbnailUrl] = useState(product.thumbnailUrl);
  const [problem, setProblem] = useState<string | null>(null);
  const resetPicker = useRef<() => void>(null);

  function save(file: File | null) {
    setPhoto.mutate(
      { productId: product.id, file },
      {
        onSuccess: (saved) => {
          setThumbnailUrl(saved.thumbnailUrl);
          setProblem(null);
        },
        onError: (error) => {
          // The API's refusal of this photo (its type, its size, bytes that are no image) is the administrator's to read.
          if (error instanceof ApiError && error.status < 500) setProblem(error.message);
          else reportFailure(texts.failed, error);
        },
      },
    );
  }

  function choose(file: File | null) {
    // The same file may be chosen again after a refusal.
    resetPicker.current?.();
    if (!file) return;
    const refusal = photoRefusal(file);
    setProblem(refusal);
    if (!refusal) save(file);
  }

  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ProductThumbnail name={product.name} url={thumbnailUrl} size={80} />
      <div>
        <Group gap="xs">
          <FileButton onChange={choose} accept={PHOTO_TYPES.join(',')} resetRef={resetPicker}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconPhotoUp size={16} aria-hidden />} loading={setPhoto.isPending}>
                {thumbnailUrl ? texts.replace : texts.choose}
              </Button>
            )}
          </FileButton>
          {thumbnailUrl && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => save(null)}
              disabled={setPhoto.isPending}
            >
              {texts.remove}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed" mt={6}>
          {texts.hint}
        </Text>
        {problem && (
          <Text size="sm" c="red.8" mt={6} role="alert">
            {problem}
          </Text>
        )}
      </div>
    </Group>
  );
}
