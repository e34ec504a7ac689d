import express from 'express';
import { errorHandler, routeNotFound } from './http/errors';
import { healthRouter } from './routes/health';
import { usersRouter } from './routes/users';

/** The REST API. Hosting rewrites /api/** to this app, so every route lives under /api. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(express.json({ limit: '64kb' }));

  const api = express.Router();
  api.use(healthRouter);
  api.use('/users', usersRouter);

  app.use('/api', api);
  app.use(routeNotFound);
  app.use(errorHandler);
  return app;
}
