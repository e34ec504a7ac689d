import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, SetOptions } from 'firebase-admin/firestore';
import { z } from 'zod/mini';
import type { $ZodObject } from 'zod/v4/core';

/** A stored document that does not match its schema: a bug or a hand edit, never the caller's fault. */
export class StoredDocumentError extends Error {
  constructor(path: string, issue: z.core.$ZodIssue | undefined) {
    super(`Document ${path} does not match its schema: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
    this.name = 'StoredDocumentError';
  }
}

/**
 * Validates every document read (fromFirestore) and every whole document written
 * (set/create; a merge set checks the fields it sets) against its schema, so the code
 * around a repository only ever holds documents of the right shape.
 */
export function schemaConverter<S extends $ZodObject>(schema: S): FirestoreDataConverter<z.output<S>, DocumentData> {
  const partial = z.partial(schema as never) as unknown as $ZodObject;
  return {
    toFirestore(data: z.output<S>, options?: SetOptions): DocumentData {
      const result = z.safeParse(options ? partial : schema, data);
      if (!result.success) throw new StoredDocumentError('(being written)', result.error.issues[0]);
      return result.data as DocumentData;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot): z.output<S> {
      const result = z.safeParse(schema, snapshot.data());
      if (!result.success) throw new StoredDocumentError(snapshot.ref.path, result.error.issues[0]);
      return result.data;
    },
  };
}
