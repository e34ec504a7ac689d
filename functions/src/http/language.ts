import type { RequestHandler, Response } from 'express';
import { currentLocale, localeOfAcceptLanguage } from '@ssb/contract';
import { inLanguage, loadLanguages } from '../language';

/**
 * Runs the request in the language its Accept-Language asks for (the web app sends the page's),
 * English when it asks for none the product speaks: every message the API answers is in it.
 */
export function requestLanguage(): RequestHandler {
  return (req, _res, next) => {
    const locale = localeOfAcceptLanguage(req.headers['accept-language']);
    loadLanguages().then(() => inLanguage(locale, next), next);
  };
}

/**
 * Marks an answer whose body holds a person's text (an error, a reason): it says which language
 * it is in, and caches keep one copy per Accept-Language. Answers of data only (the catalogue's
 * schools, lists and products, orders) are the same in every language and do not vary.
 */
export function speaksRequestLanguage(res: Response): void {
  res.setHeader('Content-Language', currentLocale());
  res.vary('Accept-Language');
}
