import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DocumentStore } from './database/document-store';
import { loadFromFile, saveToFile } from './state-file';

const dir = mkdtempSync(join(tmpdir(), 'state-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const name = 'projects/demo/databases/(default)/documents/schools/s1';

describe('the saved state', () => {
  it('still loads a file the former stand-in wrote (version 1, its snake_case value objects)', () => {
    const file = join(dir, 'v1.json');
    const legacy = {
      version: 1,
      documents: [
        {
          name,
          fields: {
            name: { string_value: 'Lincoln' },
            cents: { integer_value: 1299 },
            ratio: { double_value: 0.5 },
            open: { boolean_value: true },
            note: { null_value: 0 },
            at: { timestamp_value: { seconds: 1700000000, nanos: 123000000 } },
            bytes: { bytes_value: { 0: 1, 1: 255 } },
            items: { array_value: { values: [{ map_value: { fields: { qty: { integer_value: 2 } } } }] } },
          },
          update_time: { seconds: 1700000001, nanos: 0 },
        },
      ],
    };
    writeFileSync(file, JSON.stringify(legacy));
    const store = new DocumentStore();
    expect(loadFromFile(store, file)).toBe(1);
    expect(store.get(name)).toMatchObject({
      fields: {
        name: { stringValue: 'Lincoln' },
        cents: { integerValue: '1299' },
        ratio: { doubleValue: 0.5 },
        open: { booleanValue: true },
        note: { nullValue: null },
        at: { timestampValue: '2023-11-14T22:13:20.123000Z' },
        bytes: { bytesValue: Buffer.from([1, 255]).toString('base64') },
        items: { arrayValue: { values: [{ mapValue: { fields: { qty: { integerValue: '2' } } } }] } },
      },
      updateTime: 1700000001 * 1e6,
    });
  });

  it('saves and loads documents with their create and update times', () => {
    const file = join(dir, 'v2.json');
    const store = new DocumentStore();
    store.apply({
      version: 5,
      changes: [{ name, before: null, after: { name, fields: { n: { integerValue: '1' } }, createTime: 1_000_000, updateTime: 2_000_000 } }],
    });
    expect(saveToFile(store, file)).toBe(1);
    const loaded = new DocumentStore();
    expect(loadFromFile(loaded, file)).toBe(1);
    expect(loaded.get(name)).toEqual({ name, fields: { n: { integerValue: '1' } }, createTime: 1_000_000, updateTime: 2_000_000 });
  });
});
