import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Fields, Value } from './api/types';
import type { DocumentStore, StoredDocument } from './database/document-store';
import { microsOfTimestamp, timestampOfMicros } from './database/timestamps';
import { normalizeFields } from './database/values';

// The local Firestore keeps everything in memory; `npm start` saves every document to a
// file and loads it at the next start, so local data survives a restart. Version 2 holds
// v1 Documents in proto3 JSON form; version 1 files (written by the former stand-in, in
// its snake_case object form) still load.

interface SavedDocument {
  name: string;
  fields: Fields;
  createTime: string;
  updateTime: string;
}

interface LegacyTimestamp {
  seconds?: number | string;
  nanos?: number;
}

interface LegacyDocument {
  name: string;
  fields: Record<string, Record<string, unknown>>;
  update_time: LegacyTimestamp;
}

const legacyTime = (t: LegacyTimestamp | undefined) => Number(t?.seconds ?? 0) * 1e6 + Math.floor((t?.nanos ?? 0) / 1000);

/** A value in the former stand-in's object form ({ string_value }, { integer_value: 3 }, …). */
function fromLegacyValue(value: Record<string, unknown>): Value {
  const [kind, raw] = Object.entries(value)[0] ?? ['null_value', 0];
  switch (kind) {
    case 'string_value':
      return { stringValue: String(raw) };
    case 'integer_value':
      return { integerValue: String(raw) };
    case 'double_value':
      return { doubleValue: Number(raw) };
    case 'boolean_value':
      return { booleanValue: raw === true };
    case 'timestamp_value':
      return { timestampValue: timestampOfMicros(legacyTime(raw as LegacyTimestamp)) };
    case 'bytes_value':
      // JSON wrote the Uint8Array as { "0": byte, "1": byte, … }.
      return { bytesValue: Buffer.from(Object.values(raw as Record<string, number>)).toString('base64') };
    case 'reference_value':
      return { referenceValue: String(raw) };
    case 'geo_point_value':
      return { geoPointValue: raw as { latitude?: number; longitude?: number } };
    case 'array_value':
      return { arrayValue: { values: ((raw as { values?: Record<string, unknown>[] }).values ?? []).map(fromLegacyValue) } };
    case 'map_value':
      return { mapValue: { fields: fromLegacyFields((raw as { fields?: Record<string, Record<string, unknown>> }).fields ?? {}) } };
    default:
      return { nullValue: null };
  }
}

const fromLegacyFields = (fields: Record<string, Record<string, unknown>>): Fields =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromLegacyValue(value)]));

function fromLegacy(doc: LegacyDocument): StoredDocument {
  const time = legacyTime(doc.update_time) || Date.now() * 1000;
  return { name: doc.name, fields: fromLegacyFields(doc.fields), createTime: time, updateTime: time };
}

function fromSaved(doc: SavedDocument): StoredDocument {
  return { name: doc.name, fields: normalizeFields(doc.fields), createTime: microsOfTimestamp(doc.createTime), updateTime: microsOfTimestamp(doc.updateTime) };
}

export function saveToFile(store: DocumentStore, file: string): number {
  const documents: SavedDocument[] = [...store.all()].map((doc) => ({
    name: doc.name,
    fields: doc.fields,
    createTime: timestampOfMicros(doc.createTime),
    updateTime: timestampOfMicros(doc.updateTime),
  }));
  mkdirSync(dirname(file), { recursive: true });
  // Write then rename, so a crash mid-save never leaves a half-written file behind.
  writeFileSync(`${file}.tmp`, JSON.stringify({ version: 2, documents }));
  renameSync(`${file}.tmp`, file);
  return documents.length;
}

export function loadFromFile(store: DocumentStore, file: string): number {
  if (!existsSync(file)) return 0;
  const saved = JSON.parse(readFileSync(file, 'utf8')) as { version?: number; documents: unknown[] };
  const documents = saved.version === 2 ? (saved.documents as SavedDocument[]).map(fromSaved) : (saved.documents as LegacyDocument[]).map(fromLegacy);
  store.apply({ version: store.nextCommitVersion(), changes: documents.map((doc) => ({ name: doc.name, before: null, after: doc })) });
  return documents.length;
}
