import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, SetOptions } from 'firebase-admin/firestore';
import { z } from 'zod/mini';
import type { $ZodObject } from 'zod/v4/core';

/** A stored document that does not match its schema: a bug or a hand edit, never the caller's fault. */
export class StoredDocumentError extends Error {
  constructor(path: string, issue: Pick<z.core.$ZodIssue, 'path' | 'message'> | undefined) {
    super(`Document ${path} does not match its schema: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
    this.name = 'StoredDocumentError';
  }
}

/** A rule across fields of a whole document: the field that breaks it and why, or null. */
export type Invariant<T> = (doc: T) => { field: string; message: string } | null;

/** What a document stored before a field existed reads as in it, from the document's id. */
export type DefaultsFromId<T> = (id: string) => Partial<T>;

/**
 * Validates every document read (fromFirestore) and every whole document written
 * (set/create; a merge set checks the fields it sets) against its schema, and whole
 * documents against the invariant across their fields (kept apart from the schema, whose
 * partial form a merge set needs), so the code around a repository only ever holds
 * documents of the right shape. A field read missing or null takes its value from
 * `defaultsFromId`, when given one.
 */
export function schemaConverter<S extends $ZodObject>(
  schema: S,
  invariant?: Invariant<z.output<S>>,
  defaultsFromId?: DefaultsFromId<z.output<S>>,
): FirestoreDataConverter<z.output<S>, DocumentData> {
  const partial = z.partial(schema as never) as unknown as $ZodObject;
  const broken = (doc: z.output<S>) => {
    const problem = invariant?.(doc);
    return problem ? { path: [problem.field], message: problem.message } : undefined;
  };
  return {
    toFirestore(data: z.output<S>, options?: SetOptions): DocumentData {
      const result = z.safeParse(options ? partial : schema, data);
      if (!result.success) throw new StoredDocumentError('(being written)', result.error.issues[0]);
      const problem = options ? undefined : broken(result.data as z.output<S>);
      if (problem) throw new StoredDocumentError('(being written)', problem);
      return result.data as DocumentData;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot): z.output<S> {
      const result = z.safeParse(schema, withDefaults(snapshot.data(), defaultsFromId?.(snapshot.id)));
      if (!result.success) throw new StoredDocumentError(snapshot.ref.path, result.error.issues[0]);
      const problem = broken(result.data);
      if (problem) throw new StoredDocumentError(snapshot.ref.path, problem);
      return result.data;
    },
  };
}

function withDefaults(stored: DocumentData, defaults: Record<string, unknown> | undefined): DocumentData {
  if (!defaults) return stored;
  const missing = Object.entries(defaults).filter(([field]) => stored[field] === undefined || stored[field] === null);
  return missing.length ? { ...stored, ...Object.fromEntries(missing) } : stored;
}
