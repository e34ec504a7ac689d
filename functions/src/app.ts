import express from 'express';
import { errorHandler, routeNotFound } from './http/errors';
import { jsonBody } from './http/json-body';
import { requestLanguage } from './http/language';
import { apiDescriptionRouter } from './routes/api-description';
import { healthRouter } from './routes/health';
import { checkoutRouter } from './routes/checkout';
import { invitationsRouter } from './routes/invitations';
import { listRequestsRouter } from './routes/list-requests';
import { orderByIdRouter } from './routes/order-by-id';
import { ordersRouter } from './routes/orders';
import { productPhotosRouter } from './routes/product-photos';
import { productsRouter } from './routes/products';
import { promotionCodesRouter } from './routes/promotion-codes';
import { purchaseOrdersRouter } from './routes/purchase-orders';
import { remindersRouter, unsubscribeRouter } from './routes/reminders';
import { reportsRouter } from './routes/reports';
import { schoolsRouter } from './routes/schools';
import { schoolYearsRouter } from './routes/school-years';
import { settingsRouter } from './routes/settings';
import { shipmentsRouter } from './routes/shipments';
import { purchasingRouter } from './routes/purchasing';
import { suppliersRouter } from './routes/suppliers';
import { suppliesRouter, supplyListsRouter } from './routes/supply-lists';
import { usersRouter } from './routes/users';

/** The REST API. Hosting rewrites /api/** to this app, so every route lives under /api. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLanguage());
  // A reminder's one-click unsubscribe is posted as a form (RFC 8058), before the JSON-only check.
  app.use('/api/schools', unsubscribeRouter);
  // A product's photo is sent as the image itself, also before the JSON-only check.
  app.use('/api/products', productPhotosRouter);
  app.use(jsonBody());

  const api = express.Router();
  api.use(healthRouter, apiDescriptionRouter);
  api.use('/schools', schoolsRouter, remindersRouter);
  api.use('/supply-lists', supplyListsRouter);
  api.use('/supplies', suppliesRouter);
  api.use('/products', productsRouter);
  api.use('/orders', checkoutRouter, ordersRouter, orderByIdRouter);
  api.use('/users', usersRouter);
  api.use('/invitations', invitationsRouter);
  api.use('/list-requests', listRequestsRouter);
  api.use('/settings', settingsRouter);
  api.use('/promotion-codes', promotionCodesRouter);
  api.use('/suppliers', suppliersRouter);
  api.use('/purchase-orders', purchaseOrdersRouter);
  api.use('/purchasing', purchasingRouter);
  api.use('/shipments', shipmentsRouter);
  api.use('/reports', reportsRouter);
  api.use('/school-years', schoolYearsRouter);

  app.use('/api', api);
  app.use(routeNotFound);
  app.use(errorHandler);
  return app;
}
