import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FirestoreServer } from '@firestore-emulator/server';
import { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write';

// The stand-in keeps everything in memory and has an export but no import, so local data
// survives a restart by saving every document as a v1 Document and replaying them as writes.

type State = FirestoreServer['state'];

interface JsonTree {
  path?: string;
  projects?: Record<string, JsonTree>;
  databases?: Record<string, JsonTree>;
  collections?: Record<string, JsonTree>;
  documents?: Record<string, JsonTree>;
}

interface SavedDocument {
  name: string;
  fields: Record<string, unknown>;
  update_time: { seconds?: number; nanos?: number };
}

function documentPaths(tree: JsonTree, out: string[] = []): string[] {
  for (const child of Object.values(tree.projects ?? {})) documentPaths(child, out);
  for (const child of Object.values(tree.databases ?? {})) documentPaths(child, out);
  for (const child of Object.values(tree.collections ?? {})) documentPaths(child, out);
  for (const doc of Object.values(tree.documents ?? {})) {
    if (doc.path) out.push(doc.path);
    documentPaths(doc, out);
  }
  return out;
}

export function exportDocuments(state: State): SavedDocument[] {
  return documentPaths(state.toJSON() as JsonTree)
    .map((path) => state.getDocument(path))
    .filter((doc) => doc.metadata.hasExist)
    .map((doc) => {
      const { name, fields, update_time } = doc.toV1DocumentObject();
      return { name: name ?? '', fields: fields ?? {}, update_time: update_time ?? {} } as SavedDocument;
    });
}

export function importDocuments(state: State, documents: SavedDocument[]): void {
  for (const doc of documents) {
    const millis = (doc.update_time.seconds ?? 0) * 1000 + Math.floor((doc.update_time.nanos ?? 0) / 1e6);
    state.writeV1Document(new Date(millis || Date.now()), Write.fromObject({ update: { name: doc.name, fields: doc.fields } as never }));
  }
}

export function saveToFile(state: State, file: string): number {
  const documents = exportDocuments(state);
  mkdirSync(dirname(file), { recursive: true });
  // Write then rename, so a crash mid-save never leaves a half-written file behind.
  writeFileSync(`${file}.tmp`, JSON.stringify({ version: 1, documents }));
  renameSync(`${file}.tmp`, file);
  return documents.length;
}

export function loadFromFile(state: State, file: string): number {
  if (!existsSync(file)) return 0;
  const { documents } = JSON.parse(readFileSync(file, 'utf8')) as { documents: SavedDocument[] };
  importDocuments(state, documents);
  return documents.length;
}
