import { expect } from '@playwright/test';
import { DEMO_PASSWORD } from '../../local/seed/demo-data';
import { drawDemoPhoto } from '../../local/seed/demo-photos';
import { bearer, signIn } from './auth';
import { stack } from './stack';

/** Puts the demo crayons' drawing as the product's photo, as an administrator: a picture to look at in the screenshots. */
export async function putPhoto(productId: string): Promise<void> {
  const put = await fetch(`${stack.app}/api/products/${productId}/photo`, {
    method: 'PUT',
    headers: { ...bearer(await signIn('admin@example.com', DEMO_PASSWORD)), 'Content-Type': 'image/png' },
    body: new Uint8Array(await drawDemoPhoto({ id: 'prod-crayons' })),
  });
  expect(put.status).toBe(200);
}
