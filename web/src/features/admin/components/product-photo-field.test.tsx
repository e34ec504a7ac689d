import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_LIMIT_BYTES } from '@ssb/contract';
import { ApiError } from '@/lib/api/api-client';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { ADMIN_TEXTS } from '../texts';
import { aProduct, desktopAndQuiet, serveApi } from '../testing/fixtures';
import { ProductDialog } from './product-dialog';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const texts = ADMIN_TEXTS.products.dialog;
const THUMBNAIL = '/api/products/prod-crayons/photo/v2/320.webp';
const WRONG_TYPE = 'Send the photo as a JPEG, PNG or WebP image, with its Content-Type (image/jpeg, image/png, image/webp)';
const TOO_LARGE = 'The photo is larger than 5 MB';

const aFile = (type: string, size = 1024, name = 'crayons') => new File([new Uint8Array(size)], name, { type });
// The browser's picker would hide other types; a person can still choose "All files".
const user = () => userEvent.setup({ applyAccept: false });

function renderDialog(product = aProduct()) {
  renderApp(<ProductDialog product={product} onClose={() => {}} />, { session: sessions.admin() });
  return screen.getByRole('dialog');
}

const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

beforeEach(() => {
  desktopAndQuiet();
  serveApi({ 'GET /suppliers': { suppliers: [] } });
});

describe('ProductDialog: the photo', { timeout: 20_000 }, () => {
  it('shows the placeholder for a product without a photo, with Choose Photo and nothing to remove', async () => {
    const dialog = renderDialog();
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(within(dialog).getByRole('button', { name: texts.photo.choose })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: texts.photo.remove })).toBeNull();
  });

  it('shows the thumbnail of a product with a photo, named by the product, with Replace Photo and Remove Photo', () => {
    const dialog = renderDialog(aProduct({ thumbnailUrl: THUMBNAIL, photoUrl: THUMBNAIL.replace('320', '960') }));
    expect(within(dialog).getByRole('img', { name: 'Crayons (24 count)' }).getAttribute('src')).toBe(THUMBNAIL);
    expect(within(dialog).getByRole('button', { name: texts.photo.replace })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: texts.photo.remove })).toBeTruthy();
  });

  it('refuses a file of another type, and one above 5 MB, with the API’s texts, sending nothing', async () => {
    const put = vi.fn();
    serveApi({ 'GET /suppliers': { suppliers: [] }, 'PUT /products/prod-crayons/photo': put });
    const dialog = renderDialog();
    await user().upload(fileInput(dialog), aFile('image/gif'));
    expect(await within(dialog).findByText(WRONG_TYPE)).toBeTruthy();
    await user().upload(fileInput(dialog), aFile('image/png', PHOTO_LIMIT_BYTES + 1));
    expect(await within(dialog).findByText(TOO_LARGE)).toBeTruthy();
    expect(within(dialog).queryByText(WRONG_TYPE)).toBeNull();
    expect(put).not.toHaveBeenCalled();
  });

  it('says the refusals in Spanish', async () => {
    await speak('es');
    const dialog = renderDialog();
    await user().upload(fileInput(dialog), aFile('text/plain'));
    expect(await within(dialog).findByText('Envíe la foto como imagen JPEG, PNG o WebP, con su Content-Type (image/jpeg, image/png, image/webp)')).toBeTruthy();
    await user().upload(fileInput(dialog), aFile('image/jpeg', PHOTO_LIMIT_BYTES + 1));
    expect(await within(dialog).findByText('La foto pesa más de 5 MB')).toBeTruthy();
  });

  it('uploads a JPEG, PNG or WebP as it is and shows the product’s new thumbnail; Remove Photo deletes it', async () => {
    const file = aFile('image/png');
    const put = vi.fn(() => ({ product: aProduct({ thumbnailUrl: THUMBNAIL, photoUrl: THUMBNAIL.replace('320', '960') }) }));
    const remove = vi.fn(() => ({ product: aProduct() }));
    serveApi({ 'GET /suppliers': { suppliers: [] }, 'PUT /products/prod-crayons/photo': put, 'DELETE /products/prod-crayons/photo': remove });
    const dialog = renderDialog();
    await user().upload(fileInput(dialog), file);
    const image = await within(dialog).findByRole('img', { name: 'Crayons (24 count)' });
    expect(image.getAttribute('src')).toBe(THUMBNAIL);
    expect(put).toHaveBeenCalledWith(file);

    await user().click(within(dialog).getByRole('button', { name: texts.photo.remove }));
    await waitFor(() => expect(within(dialog).queryByRole('img')).toBeNull());
    expect(remove).toHaveBeenCalled();
  });

  it('shows the API’s refusal of a photo in the dialog', async () => {
    serveApi({ 'GET /suppliers': { suppliers: [] }, 'PUT /products/prod-crayons/photo': new ApiError('The photo could not be read as an image', 400, null) });
    const dialog = renderDialog();
    await user().upload(fileInput(dialog), aFile('image/webp'));
    expect(await within(dialog).findByText('The photo could not be read as an image')).toBeTruthy();
  });

  it('a new product says its photo comes after its first save, and offers no upload yet', () => {
    renderApp(<ProductDialog onClose={() => {}} />, { session: sessions.admin() });
    const dialog = screen.getByRole('dialog', { name: texts.createTitle });
    expect(within(dialog).getByText(texts.photo.afterSave)).toBeTruthy();
    expect(fileInput(dialog)).toBeNull();
  });
});
