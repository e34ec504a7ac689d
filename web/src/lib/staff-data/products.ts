import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@ssb/contract';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /api/products → `{ products }`, by name; an administrator's answer says how many lists use each. */
async function getProducts(): Promise<Product[]> {
  const { products } = await api.get<{ products: Product[] }>('/products');
  return products;
}

const productsQueryOptions = () => queryOptions({ queryKey: queryKeys.products(), queryFn: getProducts });

export const useProducts = ({ enabled = true } = {}) => useQuery({ ...productsQueryOptions(), enabled });
