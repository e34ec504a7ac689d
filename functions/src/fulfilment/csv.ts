import { once } from 'node:events';
import type { Response } from 'express';
import { stringify } from 'csv-stringify/sync';
import { speaksRequestLanguage } from '../http/language';
import * as logs from '../logs';

// CSV as spreadsheets read it: RFC 4180 (CRLF line ends, fields with a comma, quote or line
// break quoted, quotes doubled) in UTF-8, with a byte order mark so Excel reads names like
// "José" right. csv-stringify (node-csv) writes it: it does the quoting, and its
// `escape_formulas` puts a ' before every field that starts with =, +, -, @, a tab or a
// carriage return (OWASP's CSV injection list), so a spreadsheet shows the text instead of
// running it. That includes phone numbers written "+1 217 …": they read '+1 217 … in the
// file and show with the quote in a spreadsheet, the price of never running a formula.

export type CsvRow = readonly string[];

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Rows as CSV text, each line ended with CRLF. csv-stringify quotes a field holding its own
 * record delimiter (CRLF) but not a lone CR or LF, which RFC 4180 wants quoted too: `quoted_match`.
 */
export const csvText = (rows: readonly CsvRow[]): string =>
  stringify(rows as string[][], { escape_formulas: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });

export interface CsvDownload {
  filename: string;
  header: CsvRow;
  /** The rows, a page at a time: each page is written as soon as it is read. */
  pages: AsyncIterable<readonly CsvRow[]>;
}

/**
 * Streams a download page by page with `res.write`, waiting for the client whenever the
 * socket's buffer is full, so memory holds one page however long the file. The first page
 * is read before anything is sent: a failure there is still an ordinary `{ error }` answer.
 * A failure after that cuts the response short (the client sees an incomplete download,
 * never a file that looks whole).
 */
export async function sendCsv(res: Response, { filename, header, pages }: CsvDownload): Promise<void> {
  const iterator = pages[Symbol.asyncIterator]();
  let next = await iterator.next();
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  // The header row is in the request's language.
  speaksRequestLanguage(res);
  try {
    await write(res, BYTE_ORDER_MARK + csvText([header]));
    while (!next.done) {
      if (next.value.length) await write(res, csvText(next.value));
      next = await iterator.next();
    }
    res.end();
  } catch (err) {
    logs.exportFailed(filename, err);
    res.destroy(err instanceof Error ? err : undefined);
  }
}

async function write(res: Response, chunk: string): Promise<void> {
  if (!res.write(chunk)) await once(res, 'drain');
}

/** Each page of `pages` mapped row by row. */
export async function* rowsOf<T>(pages: AsyncIterable<readonly T[]>, row: (item: T) => CsvRow): AsyncGenerator<CsvRow[]> {
  for await (const page of pages) yield page.map(row);
}
