import { parse } from 'csv-parse/sync';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { pickListExportColumns, productTypeNames } from '@ssb/contract';
import { requestLanguage } from '../http/language';
import { inLanguage, loadLanguages } from '../language';
import { serve } from '../test/serve';
import { csvText, sendCsv } from './csv';

describe('csvText', () => {
  it('when a field holds a comma, a quote or a line break, then it is quoted as RFC 4180 says and reads back the same', () => {
    const rows = [['Rivera, Mia', 'She said "hi"', 'line 1\nline 2', 'José Ñúñez']];
    const text = csvText(rows);
    expect(text).toBe('"Rivera, Mia","She said ""hi""","line 1\nline 2",José Ñúñez\r\n');
    expect(parse(text)).toEqual(rows);
  });

  it('when a field starts with = + - @ tab or CR, then a quote is put before it so no spreadsheet runs it', () => {
    const rows = [['=HYPERLINK("http://x")', '+1 (217) 555-0142', '-2+3', '@SUM(A1)', '\t=1', '\r=1', 'plain', 'a=b']];
    const [read] = parse(csvText(rows)) as string[][];
    expect(read).toEqual(['\'=HYPERLINK("http://x")', "'+1 (217) 555-0142", "'-2+3", "'@SUM(A1)", "'\t=1", "'\r=1", 'plain', 'a=b']);
  });
});

describe('sendCsv', () => {
  it('writes a pick list’s header row and type names in the language the request asks for, and says which', async () => {
    const app = express();
    app.use(requestLanguage());
    app.get('/export', (_req, res) => {
      const rows = [['Crayons', productTypeNames.CLASSROOM, '3', '2']];
      void sendCsv(res, {
        filename: 'pick-list.csv',
        header: pickListExportColumns(),
        pages: (async function* () {
          yield rows;
        })(),
      });
    });
    await loadLanguages();
    const spanish = inLanguage('es', () => csvText([pickListExportColumns(), ['Crayons', productTypeNames.CLASSROOM, '3', '2']]));
    const english = csvText([pickListExportColumns(), ['Crayons', productTypeNames.CLASSROOM, '3', '2']]);
    expect(spanish).not.toBe(english);
    const { url, close } = await serve(app);
    try {
      const es = await fetch(`${url}/export`, { headers: { 'Accept-Language': 'es-US,es;q=0.9,en;q=0.8' } });
      expect(es.headers.get('content-language')).toBe('es');
      expect(await es.text()).toBe(spanish);
      const en = await fetch(`${url}/export`);
      expect(en.headers.get('content-language')).toBe('en');
      expect(await en.text()).toBe(english);
    } finally {
      await close();
    }
  });
});
