import type { Fields, Precondition, Write, WriteResult } from '../api/types';
import { Code, FirestoreError, invalidArgument } from '../api/errors';
import type { DocumentChange, StoredDocument } from './document-store';
import { deleteField, getField, parseFieldPath, setField } from './field-paths';
import { parseDocumentName } from './resource-names';
import { microsOfTimestamp, timestampOfMicros } from './timestamps';
import { applyTransforms } from './transforms';
import { normalizeFields, valuesIdentical } from './values';

// Writes, applied the way a Firestore commit applies them: all or nothing. Each write is
// applied to a staged copy of its document (later writes of the commit see earlier
// ones); a failed precondition throws and nothing is installed. No update mask means the
// data replaces the document; a mask changes exactly its paths, setting those present in
// the data and deleting those absent from it. A write that leaves a document exactly as
// it was changes nothing: its update time stays, and no listener hears of it.

export interface PlannedWrite {
  /** The document the write targets. */
  readonly name: string;
  /** The document before the commit's writes to it, and after this write. */
  readonly before: StoredDocument | null;
  readonly after: StoredDocument | null;
}

export interface AppliedCommit {
  readonly results: WriteResult[];
  /** The net change of every document the commit touched (unchanged ones left out). */
  readonly changes: DocumentChange[];
  /** Each write with the state it produced, for the rules to judge. */
  readonly writes: PlannedWrite[];
}

export function targetOf(write: Write): string {
  const name = write.update?.name ?? write.delete ?? write.transform?.document;
  if (!name) throw invalidArgument('Invalid write: no update, delete or transform');
  return name;
}

function checkPrecondition(name: string, current: StoredDocument | null, precondition: Precondition | undefined): void {
  if (!precondition) return;
  if (precondition.exists !== undefined) {
    if (precondition.exists && !current) throw new FirestoreError(Code.NOT_FOUND, `No document to update: ${name}`);
    if (!precondition.exists && current) throw new FirestoreError(Code.ALREADY_EXISTS, `Document already exists: ${name}`);
  } else if (precondition.updateTime !== undefined) {
    if (!current || current.updateTime !== microsOfTimestamp(precondition.updateTime)) {
      throw new FirestoreError(Code.FAILED_PRECONDITION, `The stored version of ${name} does not match the required update time.`);
    }
  }
}

function applyMask(current: Fields, incoming: Fields, fieldPaths: readonly string[]): Fields {
  let result = current;
  for (const path of fieldPaths) {
    const segments = parseFieldPath(path);
    const value = getField(incoming, segments);
    result = value === undefined ? deleteField(result, segments) : setField(result, segments, value);
  }
  return result;
}

function sameFields(a: Fields, b: Fields): boolean {
  return valuesIdentical({ mapValue: { fields: a } }, { mapValue: { fields: b } });
}

/**
 * Plans a commit against the current documents (`read`) at `version`, in `database`.
 * Throws a FirestoreError and changes nothing when any write fails.
 */
export function applyWrites(database: string, writes: readonly Write[], version: number, read: (name: string) => StoredDocument | null): AppliedCommit {
  const staged = new Map<string, { before: StoredDocument | null; current: StoredDocument | null }>();
  const results: WriteResult[] = [];
  const planned: PlannedWrite[] = [];

  for (const write of writes) {
    const name = targetOf(write);
    const parsed = parseDocumentName(name);
    if (parsed.database.name !== database) throw invalidArgument(`The write to ${name} is outside ${database}`);
    let entry = staged.get(name);
    if (!entry) {
      const stored = read(name);
      staged.set(name, (entry = { before: stored, current: stored }));
    }
    const current = entry.current;
    checkPrecondition(name, current, write.currentDocument);

    if (write.delete !== undefined) {
      entry.current = null;
      planned.push({ name, before: entry.before, after: null });
      results.push({});
      continue;
    }

    let fields: Fields = current?.fields ?? {};
    if (write.update) {
      const incoming = normalizeFields(write.update.fields);
      fields = write.updateMask ? applyMask(fields, incoming, write.updateMask.fieldPaths ?? []) : incoming;
    }
    const transforms = write.update ? (write.updateTransforms ?? []) : (write.transform?.fieldTransforms ?? []);
    const transformed = applyTransforms(fields, transforms, version);
    const unchanged = current !== null && sameFields(current.fields, transformed.fields);
    entry.current = unchanged ? current : { name, fields: transformed.fields, createTime: current?.createTime ?? version, updateTime: version };
    planned.push({ name, before: entry.before, after: entry.current });
    results.push({
      updateTime: timestampOfMicros(entry.current!.updateTime),
      transformResults: transformed.results,
    });
  }

  const changes: DocumentChange[] = [];
  for (const [name, { before, current }] of staged) {
    if (before !== current) changes.push({ name, before, after: current });
  }
  return { results, changes, writes: planned };
}
