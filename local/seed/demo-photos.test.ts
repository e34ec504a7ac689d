import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoProducts } from './demo-data';
import { demoPhotoSvg, drawDemoPhoto } from './demo-photos';

describe('demo photos', () => {
  it('draws every demo product a picture of its own', () => {
    const drawn = demoProducts.map((product) => demoPhotoSvg(product.id));
    expect(new Set(drawn).size).toBe(demoProducts.length);
  });

  it('renders a square PNG of 960 px, as an administrator would upload one', async () => {
    const png = await drawDemoPhoto(demoProducts[0]!);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 960, height: 960 });
  });
});
