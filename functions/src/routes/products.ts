import { Router } from 'express';
import { BackorderRequest, CalculatePriceRequest, IdParam, ProductRequest, ProductSearchQuery, ProductsQuery } from '@ssb/contract';
import { authenticate, identify } from '../http/authenticate';
import { validated } from '../http/validate';
import { rateLimited } from '../rate-limit/rate-limited';
import { API_TEXTS } from '../texts';
import { calculatePrice } from '../products/calculate-price';
import { deleteProduct } from '../products/delete-product';
import { getProduct } from '../products/get-product';
import { listProducts } from '../products/list-products';
import { listSupplyListProducts } from '../products/list-supply-list-products';
import { createProduct, updateProduct } from '../products/save-product';
import { searchProducts } from '../products/search-products';
import { requireAdmin } from '../http/authorize';
import { recordBackorder } from '../backorders/record-backorder';
import { edgeCached } from '../http/edge-cache';

export const productsRouter = Router();

productsRouter.get(
  '/',
  edgeCached(Object.keys(ProductsQuery.shape)),
  identify(),
  validated({ query: ProductsQuery }, async ({ query }, req, res) => {
    res.json(await listProducts(req.caller, query));
  }),
);

productsRouter.post(
  '/',
  authenticate(),
  requireAdmin(),
  validated({ body: ProductRequest }, async ({ body }, _req, res) => {
    res.status(201).json({ product: await createProduct(body) });
  }),
);

productsRouter.put(
  '/:id',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam, body: ProductRequest }, async ({ params, body }, _req, res) => {
    res.json({ product: await updateProduct(params.id, body) });
  }),
);

productsRouter.delete(
  '/:id',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam }, async ({ params }, _req, res) => {
    await deleteProduct(params.id);
    res.status(204).end();
  }),
);

productsRouter.get(
  '/search',
  validated({ query: ProductSearchQuery }, async ({ query }, _req, res) => {
    res.json({ products: await searchProducts(query.q) });
  }),
);

productsRouter.get(
  '/supply-list/:id',
  identify(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json({ products: await listSupplyListProducts(req.caller, params.id) });
  }),
);

// Public, and each call reads up to 200 products: each client address gets a limited number, as the lookup does.
productsRouter.post(
  '/calculate-price',
  rateLimited({ action: 'price', message: () => API_TEXTS.products.tooManyPrices }),
  validated({ body: CalculatePriceRequest }, async ({ body }, _req, res) => {
    res.json({ totalPrice: await calculatePrice(body.productIds) });
  }),
);

productsRouter.get(
  '/:id',
  identify(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json({ product: await getProduct(req.caller, params.id) });
  }),
);

/** The item cannot ship on time: its backorder, told to every paid, unpacked box holding it (see backorders/record-backorder.ts). */
productsRouter.post(
  '/:id/backorder',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam, body: BackorderRequest }, async ({ params, body }, _req, res) => {
    res.json(await recordBackorder(params.id, body));
  }),
);
