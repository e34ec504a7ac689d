import type { SchoolDoc } from '@ssb/documents';
import { collection } from '../lib/collections';

export type { SchoolDoc };

export const schoolsCollection = collection.schools;

export async function findSchool(id: string): Promise<SchoolDoc | null> {
  return (await schoolsCollection().doc(id).get()).data() ?? null;
}
