import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvText } from './csv';

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
