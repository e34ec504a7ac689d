import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@ssb/contract';
import { api } from '@/lib/api-client';

/** GET /api/products → `{ products }`: every product, by name, for the Manage Products checklist. */
export async function getProducts(): Promise<Product[]> {
  const { products } = await api.get<{ products: Product[] }>('/products');
  return products;
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: ['school-dashboard', 'products'],
    queryFn: getProducts,
  });

export const useProducts = ({ enabled = true } = {}) => useQuery({ ...productsQueryOptions(), enabled });
