import { Router } from 'express';
import { CalculatePriceRequest, centsToDollars, IdParam, ProductRequest, ProductSearchQuery, ProductsQuery } from '@ssb/contract';
import { authenticate, identify } from '../http/authenticate';
import { badRequest, notFound } from '../http/errors';
import { validated } from '../http/validate';
import { toApiProduct, toStaffProduct } from '../products/convert';
import { deleteProduct } from '../products/delete-product';
import { productsByIds, productsCollection, queryProducts } from '../products/repository';
import { createProduct, updateProduct } from '../products/save-product';
import { findSupplyList } from '../supply-lists/repository';
import { canSeeList, isAdmin, requireAdmin } from '../http/authorize';

export const productsRouter = Router();


/** Administrators also see how many lists use each product. */
productsRouter.get(
  '/',
  identify(),
  validated({ query: ProductsQuery }, async ({ query }, req, res) => {
    if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax) {
      throw badRequest('priceMin: must not be greater than priceMax');
    }
    const convert = isAdmin(req.caller) ? toStaffProduct : toApiProduct;
    res.json({ products: (await queryProducts(query)).map((p) => convert(p.id, p.doc)) });
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
    res.json({ products: (await queryProducts({ name: query.q })).map((p) => toApiProduct(p.id, p.doc)) });
  }),
);

productsRouter.get(
  '/supply-list/:id',
  identify(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    const list = await findSupplyList(params.id);
    if (!list || !canSeeList(req.caller, list)) throw notFound('Supply list not found');
    const products = await productsByIds(list.items.map((i) => i.productId));
    res.json({
      products: list.items.flatMap((item) => {
        const product = products.get(item.productId);
        return product ? [{ ...toApiProduct(item.productId, product), quantity: item.quantity }] : [];
      }),
    });
  }),
);

productsRouter.post(
  '/calculate-price',
  validated({ body: CalculatePriceRequest }, async ({ body }, _req, res) => {
    const products = await productsByIds(body.productIds);
    const missing = body.productIds.find((id) => !products.has(id));
    if (missing) throw notFound(`Product ${missing} not found`);
    const cents = body.productIds.reduce((sum, id) => sum + (products.get(id)?.priceCents ?? 0), 0);
    res.json({ totalPrice: centsToDollars(cents) });
  }),
);

productsRouter.get(
  '/:id',
  identify(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    const product = (await productsCollection().doc(params.id).get()).data();
    if (!product) throw notFound('Product not found');
    res.json({ product: (isAdmin(req.caller) ? toStaffProduct : toApiProduct)(params.id, product) });
  }),
);
