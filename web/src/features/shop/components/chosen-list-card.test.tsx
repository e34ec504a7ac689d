import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '@/testing/test-utils';
import { aList, aMapping } from '../testing/fixtures';
import { ChosenListCard } from './chosen-list-card';

const THUMBNAIL = '/api/products/prod-globe/photo/v1/320.webp';

describe('ChosenListCard', () => {
  it("shows a product's thumbnail named by the product, and a neutral square for one without a photo", () => {
    const globe = aMapping('Globe');
    const list = aList({ productsMappings: [{ ...globe, product: { ...globe.product, thumbnailUrl: THUMBNAIL } }, aMapping('Ruler')] });
    renderApp(<ChosenListCard list={list} closedReason={null} onChooseDifferentList={() => {}} onPlaceOrder={() => {}} />);

    const image = screen.getByRole('img', { name: 'Globe' });
    expect(image.getAttribute('src')).toBe(THUMBNAIL);
    // The placeholder says nothing: the name beside it does.
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByText('Ruler')).toBeTruthy();
  });
});
