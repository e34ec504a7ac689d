import { ShopPage } from '@/features/shop/components/shop-page';

export function ShopRoute() {
  return <ShopPage />;
}
