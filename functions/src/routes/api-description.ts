import { Router } from 'express';
import { openApiDocument } from '../api-description/openapi-document';
import { edgeCached } from '../http/edge-cache';

/** GET /openapi.json: the API's description, public and the same for everyone, so the edge keeps it as it keeps the catalogue. */
export const apiDescriptionRouter = Router();

apiDescriptionRouter.get('/openapi.json', edgeCached(), (_req, res) => {
  res.json(openApiDocument());
});
