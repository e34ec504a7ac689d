import userEvent from '@testing-library/user-event';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '@/testing/test-utils';
import { aSchool } from '@/testing/school-fixtures';
import { speak } from '@/testing/locale';
import { aList, aMapping } from '../testing/fixtures';
import { priceBox } from '../utils/box-price';
import { OrderSummary } from './order-summary';

const PHOTO = '/api/products/prod-globe/photo/v1/960.webp';
const THUMBNAIL = '/api/products/prod-globe/photo/v1/320.webp';

function renderSummary() {
  const globe = aMapping('Globe');
  const list = aList({
    productsMappings: [
      { ...globe, product: { ...globe.product, description: 'A 12 inch desk globe', photoUrl: PHOTO, thumbnailUrl: THUMBNAIL } },
      aMapping('Ruler'),
    ],
  });
  renderApp(<OrderSummary school={aSchool()} list={list} skipped={[]} onSkipChange={() => {}} boxPrice={priceBox(list, [])} />);
}

describe('OrderSummary', () => {
  it('shows each item with its thumbnail and description; a tap on the thumbnail opens the larger photo, which Escape closes', async () => {
    renderSummary();
    expect(screen.getByText('A 12 inch desk globe')).toBeTruthy();
    const opener = screen.getByRole('button', { name: 'Show a larger photo of Globe' });
    expect(opener.querySelector('img')?.getAttribute('src')).toBe(THUMBNAIL);
    // A product without a photo has the neutral square, and nothing to open.
    expect(screen.queryByRole('button', { name: /Ruler/ })).toBeNull();

    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Globe' });
    const large = dialog.querySelector('img');
    expect(large?.getAttribute('src')).toBe(PHOTO);
    expect(large?.getAttribute('alt')).toBe('Globe');
    await userEvent.keyboard('{Escape}');
    // Named until it is gone, as it fades out.
    expect(screen.queryByRole('dialog', { name: '' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Mantine gives the focus back once the modal has unmounted, a tick after it left the page.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('names the thumbnail’s button in Spanish', async () => {
    await speak('es');
    renderSummary();
    expect(screen.getByRole('button', { name: 'Ver una foto más grande de Globe' })).toBeTruthy();
  });
});
