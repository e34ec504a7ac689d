import express, { type ErrorRequestHandler } from 'express';
import { clientError } from './api-error.js';
import { apiRouter, type ApiContext } from './api-routes.js';
import { PAY_PATH, pageRouter, type PageContext } from './page-routes.js';

export interface AppContext extends ApiContext, PageContext {
  /** Receives the provider's own failures. */
  log: (message: string) => void;
}

/** The local Stripe: its REST API under /v1, the hosted checkout page under /pay. */
export function createApp(context: AppContext) {
  const app = express();
  app.disable('x-powered-by');
  // Every answer is the state of the moment (a session, a page with its form): nothing to revalidate.
  app.set('etag', false);
  // Stripe's bracket forms in GET requests too (`expand[0]=line_items`).
  app.set('query parser', 'extended');

  app.get('/health', (_request, response) => {
    response.type('text/plain').send('ok');
  });
  app.use('/v1', apiRouter(context));
  app.use(PAY_PATH, pageRouter(context));
  app.use((_request, response) => {
    response.status(404).type('text/plain').send('Not found');
  });
  app.use(errorHandler(context.log));
  return app;
}

function errorHandler(log: (message: string) => void): ErrorRequestHandler {
  return (error, request, response, _next) => {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    const known = clientError(error);
    if (known) {
      response.status(known.status).type('text/plain').send(known.message);
      return;
    }
    log(`${request.method} ${request.originalUrl} failed: ${error instanceof Error ? error.stack : String(error)}`);
    response.status(500).type('text/plain').send('The local payment provider failed to handle this request.');
  };
}
