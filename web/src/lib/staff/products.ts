import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEveryPage, productsPage } from './list-pages';
import { queryKeys } from '../api/query-keys';

/**
 * GET /api/products → `{ products, nextCursor }`, every page, by name: the list editors' product
 * checklists offer them all. An administrator's answer says how many lists use each.
 */
const getProducts = () => getEveryPage(productsPage);

const productsQueryOptions = () => queryOptions({ queryKey: queryKeys.products(), queryFn: getProducts });

export const useProducts = ({ enabled = true } = {}) => useQuery({ ...productsQueryOptions(), enabled });
